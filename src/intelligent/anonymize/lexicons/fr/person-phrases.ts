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
  selfIntroductions: `c'est|je suis|moi c'est|je m'appelle|mon nom est`,
  prepositions: `à|pour|avec`,
  strongPrefixes: `validé par|validée par|approuvé par|approuvée par|au nom de`,
  weakPrefixes: `contact|gérant|directeur|interlocuteur`,
  speechVerbs: `a dit|dit|demande|a demandé|veut|voulait|a appelé|a téléphoné`,
  contactWords: `interlocuteur|interlocutrice`,
  contactVerbs: `est|sera`,
  addressVerbs: `parlé avec|parlé à|demande à|demandez à|appelle|appelez|écris à|remercie`,
  invoiceAddressee: `facture pour|facture à|facturer pour|facturer à|facturez pour|facturez à`,
  afterSelfIntroduction: `de|du`,
};
