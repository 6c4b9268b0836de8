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
  selfIntroductions: `hier ist|ich bin|hier|mein name ist|ich heiße|ich heisse`,
  prepositions: `an|für|von|mit`,
  strongPrefixes: `freigegeben von|genehmigt von|im auftrag von|inh.|inhaber|inhaberin|geschäftsführer|geschäftsführerin|i.a.|i. a.|i.v.|i. v.|ppa.|zu händen|z.hd|z.hd.|z. hd|z. hd.|gez.`,
  weakPrefixes: `kontakt|ansprechpartner|ansprechpartnerin`,
  speechVerbs: `sagt|sagte|meint|meinte|hat gesagt|fragt|fragte|möchte|rief an|hat angerufen`,
  contactWords: `ansprechpartner|ansprechpartnerin|kontaktperson`,
  contactVerbs: `ist|wird`,
  addressVerbs: `fragen sie|frage|frag|ruf|rufen sie|schreib|sag|danke`,
  invoiceAddressee: ``,
  afterSelfIntroduction: `von|vom|aus`,
  familyPluralBefore: `für|an|von|mit|bei`,
  pluralArticles: `die`,
  sendingVerbs: `geht|gehen|schick|schicke|schicken|sende|senden|adressiert|ausgestellt|weiterleiten|leite|rechnung|gutschrift|lieferung`,
  sendingFillers: `sie|ihn|es|bitte|die|das`,
};
