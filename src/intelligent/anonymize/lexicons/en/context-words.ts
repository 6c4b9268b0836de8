// The words around a person's name in this language, white-space separated: titles before a name (the title
// is not part of it), greetings whose next words are the addressee, words after a greeting that are no name
// ("Dear Sir", "Hallo zusammen"), and words of job titles and departments (a line holding one is a role).
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
};
