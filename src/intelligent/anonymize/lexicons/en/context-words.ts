// The words around a person's name in this language, white-space separated: titles before a name (the title
// is not part of it), greetings whose next words are the addressee, words after a greeting that are no name
// ("Dear Sir", "Hallo zusammen"), and words of job titles and departments (a line holding one is a role);
// capitalised words after a given name that are no surname (invoice words, months: "Anna Rechnung"), nouns
// for people before a name ("Kollegin Anna"), determiners that make the next word a thing ("the bill
// said"), pronouns and indefinites that name nobody ("invoice them for"), and words after "invoice" that
// name a field, not a person ("invoice date").
// Also: endings of a title abbreviated with a dot, written after it ("Sig.ra", "Dott.ssa").
export default {
  titles: `mr mr. mrs mrs. ms ms. miss dr dr. prof prof. sir dame captain capt. family`,
  greetings: `dear hi hello hey good morning afternoon evening`,
  notAddressees: `sir madam madame sirs all everyone team there folks guys customer customers colleagues friends mum mom mummy
    mommy dad daddy granny grandma grandpa nan nana`,
  roles: `manager director owner founder co-founder partner ceo cfo cto coo head lead accountant accounts accounting
    sales office team department dept assistant administrator admin bookkeeper consultant engineer officer
    coordinator support billing finance purchasing procurement customer service operations managing senior
    junior credit control collections receivable receivables payable payables reception invoicing marketing
    servicedesk helpdesk`,
  notSurnames: `invoice total iban bic vat tel phone fax email e-mail mail www http https and per from for street
    january february march april june july august september october november december monday tuesday
    wednesday thursday friday saturday sunday`,
  personNouns: `uncle aunt`,
  determiners: `the a an this that your my our his her their`,
  indefinites: `everything everyone everybody anything anyone anybody something someone somebody nothing nobody both
    them him us me you it`,
  fieldWords: `date number no nr total amount period address reference ref id details summary items lines due
    currency`,
  titleEndings: ``,
};
