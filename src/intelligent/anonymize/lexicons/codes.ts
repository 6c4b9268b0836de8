// Language-neutral tokens that name no one: ISO 4217 currency codes, UN/ECE unit codes and their usual
// spellings, VAT category codes, legal forms and tax abbreviations of the seven languages. Compared in
// lower case.
export default `eur usd gbp chf pln czk huf sek nok dkk ron bgn jpy cny cad aud
  zł zl kr ft lei fr sfr
  kg g mg t km m cm mm m2 m² m3 m³ l ml cl h min std hrs h87 c62 kgm mtr ltr mtk mtq hur day dzn set pce ea
  kwh mwh kw w v a pcs pc pkt szt stk st qm mq lfm lm rm psch pausch
  s z e ae k g o l m b
  vat tva mwst ust btw iva nip nif cif uid ust-id ust-idnr
  gmbh ag kg ohg ug mbh ltd plc llp inc llc bv nv vof sarl sàrl sagl sas sa eurl sasu sci snc srl spa srls sl slu sll
  ska spzoo sp zoo oo
  eu uk us usa de at ch fr it es nl be lu pl cz sk hu ro bg gr el pt ie dk se fi no ee lv lt si hr cy mt gb xi
  pdf xml ubl cii zugferd xrechnung peppol sepa swift ok org orgnr mva moms
  nº no nr n° lp
  germany deutschland allemagne germania alemania duitsland niemcy france frankreich francia frankrijk francja
  italy italien italie italia włochy spain spanien espagne spagna españa espana spanje hiszpania netherlands
  niederlande pays-bas olanda países holanda nederland holandia poland polen pologne polonia polska belgium
  belgien belgique belgio bélgica belgië belgie belgia austria österreich autriche oostenrijk switzerland
  schweiz suisse svizzera suiza zwitserland szwajcaria portugal portogallo portugalia luxembourg luxemburg
  lussemburgo luksemburg ireland irland irlande irlanda ierland irlandia kingdom england scotland wales
  czechia tschechien czechy denmark dänemark danemark sweden schweden suède norway norwegen europe europa`;
