// Invoice vocabulary of French that a frequency list of everyday speech may miss.
export default `facture factures facturé facturation avoir devis bon commande livraison acompte solde
  montant montants total totaux sous-total ht ttc tva taxe taxes net brut remise escompte frais
  paiement payer payable échéance règlement virement chèque prélèvement iban bic rib banque
  quantité qté unité prix unitaire pu désignation référence réf article articles prestation prestations
  client fournisseur acheteur vendeur destinataire expéditeur adresse siret siren rcs naf ape
  tél tel téléphone portable fax courriel mél sarl sas sa eurl sasu sci snc
  janv févr mars avr juil sept oct nov déc cdt cordialement mme mlle mm
  av bd rue avenue boulevard chemin allée impasse quai cedex bp lieu-dit
  collègue technicien technicienne fournisseur comptable
  émetteur facturer autoliquidation livrées livré livraison pièce daté veuillez`;
