// Phrases of this language around a person's name, plain phrases separated by "|" (a space matches spaces or
// tabs, an apostrophe either apostrophe): introducing oneself ("ich bin", "my name is"); prepositions before a
// name ("mit Jens Peters"); words that introduce a person without a colon, strong ones ("i.A.", "on behalf
// of") and weak ones that need a known given name after them ("contact"); speech and wish verbs after their
// subject ("Anna meinte"); contact words and the verbs after them ("Ansprechpartner ist …"); verbs whose
// object is a person ("call", "frag"); words before the addressee of an invoice ("invoice to", "faktura dla").
// Also: words right after a self-introduced name ("ich bin Maik aus Köln"), and words after a surname that
// name a family ("the Koch family").
// Also: words before a family named in the plural and the plural article ("für die Müllers"), and verbs that
// bill someone before a name and "for" ("bill jenkins for …").
// German only: sending verbs before "an" and the addressee, and the pronouns between ("schick sie an Brandl").
export default {
  selfIntroductions: `it's|its|this is|i am|i'm|my name is|my name's|name's`,
  prepositions: `to|for|from|with`,
  strongPrefixes: `approved by|signed by|on behalf of|c/o|attn|attn.`,
  weakPrefixes: `contact|owner|director|account manager`,
  speechVerbs: `said|says|told|asked|asks|wants|wanted|mentioned|confirmed|agreed|called|emailed|texted|phoned|rang`,
  contactWords: `contact|contact person|point of contact`,
  contactVerbs: `is|will be`,
  addressVerbs: `addressed to|made out to|issued to|send it to|sent to|goes to|go to|forward it to|in the name of|speak to|speak with|talk to|talk with|spoke to|spoke with|talked to|talked with|met with|agreed with|according to|ask for|ask|tell|thank|call|ring|ping|email|e-mail|text|cc|contact|remind`,
  invoiceAddressee: `invoice to|invoice for|bill to|bill for|invoice|bill|charge`,
  afterSelfIntroduction: `from|of|at`,
  familyWords: `family|household|residence`,
  familyPluralBefore: `invoice|bill|charge|thank|ask|tell|call|visit|meet|for|to|from|with|by`,
  pluralArticles: `the`,
  billingVerbs: `invoice|bill|charge`,
};
