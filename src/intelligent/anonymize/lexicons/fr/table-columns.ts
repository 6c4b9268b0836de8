// Column headers of a pasted table whose cells name a person or a business, separated by "|".
export default {
  person: 'contact|nom|interlocuteur|interlocutrice|demandeur|salarié|titulaire|chauffeur|responsable',
  company: 'fournisseur|client|société|entreprise|bénéficiaire|créancier|débiteur|prestataire|raison sociale|commerçant|magasin',
};
