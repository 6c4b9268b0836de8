// Function words and frequent invoice/chat words of the seven languages. They stop a name or company
// from growing over ordinary text and feed language detection.
import type { Language } from '../../types.js';

export const STOPWORDS: Record<Language, string> = {
  en: `the a an and or of to in on at for from by with without as is are was were be been this that these those
    it its we our you your they their he she his her i me my please pls thanks thank hi hello dear regards
    invoice bill payment due total amount per each item items qty quantity price order send sent attached
    here there not no yes can could would should will shall have has had do does did get got need needs
    today tomorrow yesterday also just still so but if then than via into about after before until our
    net gross vat tax incl excl hours hour days day month week unit units pcs piece pieces
    each every which who where when because since all any some supplier services delivered per`,
  de: `der die das den dem des ein eine einen einem einer und oder von vom zu zum zur im in am an auf für mit ohne
    bei beim aus nach vor über unter ist sind war waren wird werden hat haben wir ihr sie er es ich mich mir uns
    euch bitte danke hallo liebe lieber grüße gruß rechnung betrag gesamt summe netto brutto mwst ust
    stück menge preis einzelpreis bestellung lieferung anbei hier nicht kein keine ja nein auch noch nur
    aber wenn dann als wie was wer heute morgen gestern diese dieser dieses zahlung fällig bis ab per je
    stunden stunde tage tag monat woche einheit
    nr jede jeden sehr mehr wo wann weil seit durch gegen um sich sein seine ihre unser unsere lieferant leistung`,
  pl: `i w z na do od za po o u a lub oraz że się jest są był była było być nie tak jak to ten ta te tego tej
    który która które dla przez przy pod nad bez my wy oni ja ty on ona proszę dzięki dziękuję faktura
    fakturę faktury kwota suma netto brutto vat cena ilość szt sztuk zamówienie dostawa termin płatności
    zapłaty dzisiaj jutro wczoraj też tylko ale jeśli więc oraz nr numer dzień godzin godziny usługa
    każdy już jeszcze bardzo tu tam gdzie kiedy ponieważ albo czy dostawca po`,
  fr: `le la les un une des du de d l et ou à au aux en dans sur pour par avec sans chez ce cet cette ces est
    sont était être a ont nous vous ils elles il elle je me mon ma mes notre votre vos leur merci bonjour
    facture montant total ht ttc tva prix quantité commande livraison ci-joint joint pas non oui aussi
    encore seulement mais si alors que qui quoi aujourd'hui demain hier paiement échéance jours heures
    chaque très plus où quand parce leurs y on nos vos dont depuis avant après fournisseur`,
  it: `il lo la i gli le un uno una di a da in con su per tra fra e o ed che non è sono era essere ha hanno
    noi voi loro io tu lui lei mi ti ci vi mio mia nostro vostro grazie ciao buongiorno fattura importo
    totale imponibile iva prezzo quantità ordine consegna allegato allegata sì anche ancora solo ma se
    allora chi cosa oggi domani ieri pagamento scadenza giorni ore del della dei delle al alla ai alle
    questo questa dove quando perché ogni molto più sul sulla nel nella dal dalla come sono siamo fornitore`,
  es: `el la los las un una unos unas de del a al en con sin por para sobre entre y o e u que no es son era
    ser ha han nosotros vosotros ellos yo tú él ella me te se mi mis nuestro vuestro su sus gracias hola
    factura importe total base iva precio cantidad pedido entrega adjunto adjunta sí también todavía
    solo pero si entonces quien qué hoy mañana ayer pago vencimiento días horas
    cada muy más este esta estos donde cuando porque desde hasta hay está están fue le lo les nos ya como todo toda proveedor`,
  nl: `de het een en of van te in op aan voor met zonder bij uit naar om over onder is zijn was waren wordt
    worden heeft hebben wij we jullie zij ze hij ik mij me ons onze uw jouw je graag bedankt dank hallo
    beste factuur bedrag totaal btw prijs aantal bestelling levering bijlage niet geen ja nee ook nog
    alleen maar als dan dat die wie wat vandaag morgen gisteren betaling vervaldatum dagen uren stuks
    nr uit tot door hun mijn wel nu zo er hier daar elke leverancier`,
};

export const STOPWORD_SETS: Record<Language, ReadonlySet<string>> = Object.fromEntries(
  Object.entries(STOPWORDS).map(([language, list]) => [language, new Set(list.split(/\s+/).filter(Boolean))]),
) as unknown as Record<Language, ReadonlySet<string>>;

/** Every language's stopwords together: names in a mixed-language e-mail stop at any of them. */
export const ANY_STOPWORD: ReadonlySet<string> = new Set(Object.values(STOPWORD_SETS).flatMap((set) => [...set]));

/** Month and weekday names of the seven languages (Polish months also in the genitive of a date, "26 lutego"): dates, never part of a name ("… Lighting on Monday"). */
export const DATE_WORDS: ReadonlySet<string> = new Set(
  `january february march april may june july august september october november december monday tuesday
   wednesday thursday friday saturday sunday januar februar märz april mai juni juli august september oktober
   november dezember montag dienstag mittwoch donnerstag freitag samstag sonntag janvier février mars avril mai
   juin juillet août septembre octobre novembre décembre lundi mardi mercredi jeudi vendredi samedi dimanche
   gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre lunedì
   martedì mercoledì giovedì venerdì sabato domenica enero febrero marzo abril mayo junio julio agosto
   septiembre octubre noviembre diciembre lunes martes miércoles jueves viernes sábado domingo januari
   februari maart april mei juni juli augustus september oktober november december maandag dinsdag woensdag
   donderdag vrijdag zaterdag zondag styczeń luty marzec kwiecień maj czerwiec lipiec sierpień wrzesień
   październik listopad grudzień stycznia lutego marca kwietnia maja czerwca lipca sierpnia września wrzesnia
   października pazdziernika listopada grudnia jänner feber poniedziałek wtorek środa czwartek piątek sobota niedziela`.split(/\s+/),
);
