// Common given names per language (frequent in birth registers of the countries concerned), lower-case.
// A name here is evidence, not proof: names that are also ordinary words are listed in AMBIGUOUS_NAMES
// and count only with context (a greeting, a title, a following surname).
import type { Language } from '../../types.js';

const NAMES: Record<Language, string> = {
  en: `james john robert michael william david richard joseph thomas charles christopher daniel matthew anthony
    mark donald steven paul andrew joshua kenneth kevin brian george timothy ronald edward jason jeffrey ryan
    jacob gary nicholas eric jonathan stephen larry justin scott brandon benjamin samuel gregory alexander
    frank patrick raymond jack dennis jerry tyler aaron jose adam nathan henry douglas zachary peter kyle
    oliver harry charlie noah leo arthur oscar alfie freddie archie theo luke liam ethan lucas mason logan
    tom tim sam ben dan joe mike chris nick rob steve alex ed ted ian jess dave pete andy matt phil nigel
    max marcus declan ciaran niamh siobhan aoife sean seamus simon neil craig stuart graham keith colin barry trevor owen dylan callum connor jamie ross priya
    ruth leah naomi rosie eleanor harriet imogen abbie
    mary patricia jennifer linda elizabeth barbara susan jessica sarah karen lisa nancy betty margaret sandra
    ashley kimberly emily donna michelle carol amanda dorothy melissa deborah stephanie rebecca sharon laura
    cynthia kathleen amy angela shirley anna brenda pamela emma nicole helen samantha katherine christine
    debra rachel carolyn janet catherine maria heather diane ruth julie olivia joyce virginia victoria kelly
    lauren christina joan evelyn judith megan andrea cheryl hannah jacqueline martha gloria teresa ann sara
    madison frances kathryn janice jean abigail alice judy sophia grace denise amber doris marilyn danielle
    beverly isabella theresa diana natalie brittany charlotte marie kayla alexis lori amelia isla ava mia
    ella poppy lily jessica sophie chloe lucy jade ellie kate claire fiona gemma holly zoe`,
  de: `peter michael thomas andreas wolfgang klaus jürgen günter stefan christian uwe werner horst frank
    matthias bernd dieter manfred ralf helmut gerhard sven hans jörg tobias markus martin alexander florian
    sebastian daniel jan dirk maximilian paul felix lukas jonas leon luca finn elias noah ben luis henry emil
    max hannes maik marco mario marcus jens tobi basti steffi carsten thorsten torsten rüdiger björn knut ole malte hendrik jannik
    nina svea mareike wiebke imke ilka merle tabea moritz niklas tim philipp julian fabian dominik benedikt johannes simon kai lars timo heiko holger olaf
    rainer karl heinz rolf kurt fritz otto ulrich volker norbert detlef reinhard bernhard hartmut joachim
    ursula sabine petra monika karin gabriele andrea renate birgit claudia susanne angelika stefanie nicole
    anja tanja katrin katharina julia anna lena laura sarah lisa marie sophie hannah lea mia emma lina clara
    johanna charlotte leonie emilia amelie nele greta ida frieda jana sandra silke heike ute doris elke ingrid
    helga gisela brigitte christa bärbel annette martina kerstin melanie nadine jessica vanessa franziska
    carina svenja miriam anke britta dagmar gudrun hildegard irmgard jutta marion regina sybille tanja`,
  pl: `piotr krzysztof andrzej tomasz paweł michał marcin jakub adam łukasz mateusz krystian kamil dawid
    grzegorz jan józef marek stanisław wojciech rafał robert jacek maciej sebastian dariusz mariusz zbigniew
    jerzy tadeusz ryszard kazimierz henryk bartosz szymon filip wiktor igor oskar hubert kacper antoni
    kuba tomek bartek wojtek kasia ania gosia basia magda zosia asia ola
    darek mirek józek ewelina aneta żaneta klaudia roksana
    franciszek aleksander stefan artur przemysław wiesław leszek arkadiusz radosław sławomir damian patryk
    anna maria katarzyna małgorzata agnieszka barbara ewa krystyna elżbieta zofia teresa magdalena joanna
    monika danuta aleksandra natalia marta beata dorota halina jadwiga karolina alicja renata paulina
    justyna iwona agata grażyna urszula sylwia wiktoria julia zuzanna oliwia lena hanna amelia maja pola
    weronika gabriela emilia kinga dominika izabela kamila martyna patrycja sandra edyta bożena wanda jolanta`,
  fr: `jean pierre michel philippe alain nicolas christophe patrick françois daniel laurent stéphane david
    éric frédéric sébastien julien olivier thierry pascal thomas alexandre antoine vincent guillaume jérôme
    christian bernard jacques gérard andré rené marcel louis gabriel léo raphaël arthur jules hugo lucas
    adam mathis nathan paul maxime théo romain clément quentin benoît fabrice franck didier yves claude
    marc hervé gilles bruno cédric yannick karim mehdi sofiane kevin jordan dylan florian
    nadia yasmine gaëlle maëlle morgane nolwenn lucille margot agathe arnaud mathieu damien rémi loïc yann
    marie nathalie isabelle sylvie catherine françoise christine monique valérie sandrine sophie céline
    véronique stéphanie martine nicole chantal anne julie aurélie émilie camille laure élodie caroline
    claire hélène brigitte jacqueline patricia florence virginie delphine léa chloé manon emma jade louise
    alice lina rose anna inès ambre juliette zoé mathilde lucie pauline charlotte marion margaux océane
    élise agnès béatrice corinne danielle dominique geneviève josiane mireille odile pascale solène`,
  it: `giuseppe giovanni antonio mario luigi francesco angelo vincenzo pietro salvatore carlo franco domenico
    bruno paolo michele giorgio aldo sergio luciano stefano andrea alessandro marco roberto massimo fabio
    davide matteo lorenzo leonardo riccardo tommaso gabriele edoardo federico simone luca emanuele nicola
    alberto claudio daniele enrico filippo gianluca giacomo maurizio raffaele renato umberto valerio vittorio
    maria anna giuseppina rosa angela giovanna teresa lucia carmela caterina francesca sofia giulia aurora
    alice ginevra emma giorgia beatrice chiara elena federica sara martina valentina alessandra silvia laura
    gian gianmarco gianni pier piero pierluigi giampaolo alessio mattia samuele gabriele michela carla lorenza debora veronica ornella
    paola roberta monica cristina barbara simona elisa eleonora ilaria claudia daniela manuela patrizia
    serena stefania antonella rita grazia luisa marta camilla benedetta arianna noemi viola greta irene`,
  es: `antonio manuel jose josé francisco david juan javier daniel carlos jesús jesus alejandro miguel rafael
    pedro pablo ángel angel sergio fernando jorge luis alberto álvaro alvaro adrián adrian diego raúl raul
    enrique ramón ramon vicente andrés andres joaquín joaquin óscar oscar rubén ruben iván ivan santiago
    rubén inés víctor sebastián tomás agustín nerea iratxe itziar leire
    ignacio emilio gonzalo hugo mateo martín martin lucas leo marcos álex alex nicolás nicolas mario jaime
    maría maria carmen josefa isabel ana laura dolores pilar teresa rosa cristina ángela angela antonia
    marta lucía lucia elena francisca mercedes paula raquel sara concepción manuela rocío rocio beatriz
    sofía sofia martina julia valeria daniela alba irene noelia patricia silvia nuria eva inmaculada
    montserrat sonia yolanda alicia claudia andrea natalia lorena carla paola marina nerea ainhoa`,
  nl: `jan johannes hendrik cornelis willem pieter gerrit jacobus dirk adrianus hans peter johan kees henk
    wim piet klaas bert gert joost wouter reinier hidde sjoerd jelle tjeerd
    femke lotte fenna marit sander bas thijs jeroen martijn maarten ruud rob erik frank marcel
    dennis mark niels tim tom lars daan sem finn noah lucas levi milan jesse luuk bram stijn ruben thomas
    jeroen koen wouter arjan bart ronald edwin vincent michiel rutger floris joris hugo sven gijs
    maria johanna anna cornelia elisabeth wilhelmina hendrika adriana geertje jannetje petra marieke
    anouk sanne lotte emma julia sophie tess zoë zoe mila sara eva lisa fleur iris ilse inge ingrid karin
    linda monique sandra esther marloes femke lieke noor roos anne kim ellen mirjam saskia yvonne wendy
    annemarie marjolein hanneke janneke loes miek nienke renske tineke willemijn`,
};

/** Given names common in all seven countries' registers. */
const SHARED_NAMES = `mohamed mohammed muhammad ahmed ali omar yusuf youssef mehmet mustafa ibrahim hassan
  fatima aisha ayşe zeynep amina khadija leila samira`;
for (const language of Object.keys(NAMES) as Language[]) NAMES[language] += `\n${SHARED_NAMES}`;

/** Names that are also common words in at least one of the languages; they need context. */
export const AMBIGUOUS_NAMES = new Set(
  `ben will mark rose grace frank may june hope joy amber jade ruby pat art rob bill sandy dawn summer lily
   jan max nick rosa alba claire roos fleur iris bruno franco ella olive angel luz mercedes dolores pilar
   ambre sonia nuria maja`.split(/\s+/),
);

export const FIRST_NAMES: ReadonlyMap<string, ReadonlySet<Language>> = (() => {
  const map = new Map<string, Set<Language>>();
  for (const [language, list] of Object.entries(NAMES) as [Language, string][]) {
    for (const name of list.split(/\s+/).filter(Boolean)) {
      const set = map.get(name) ?? new Set<Language>();
      set.add(language);
      map.set(name, set);
    }
  }
  return map;
})();

/** Polish names inflect: "dla Kasi", "Tomasza", "Panie Tomaszu", "Pani Magdo". Candidate base forms. */
function polishBaseForms(word: string): string[] {
  const forms: string[] = [];
  const stem = (n: number) => word.slice(0, word.length - n);
  if (/(?:y|i|ę|ą|o)$/.test(word)) forms.push(`${stem(1)}a`);
  if (/i$/.test(word)) forms.push(`${stem(1)}ia`);
  if (/(?:a|u|em|owi|ie)$/.test(word)) forms.push(stem(word.endsWith('owi') ? 3 : word.endsWith('em') || word.endsWith('ie') ? 2 : 1));
  if (/ka$|ku$|kiem$|kowi$/.test(word)) forms.push(word.replace(/k(?:a|u|iem|owi)$/, 'ek'));
  return forms;
}

/** Looked-up words; names repeat across requests, so the lookup is remembered (bounded). */
const lookups = new Map<string, ReadonlySet<Language> | undefined>();

/** The languages whose gazetteer holds this word as a given name (inflected Polish and double names too). */
export function firstNameLanguages(word: string): ReadonlySet<Language> | undefined {
  const lower = word.toLowerCase();
  if (lookups.has(lower)) return lookups.get(lower);
  if (lookups.size > 20_000) lookups.clear();
  const found = lookUp(lower);
  lookups.set(lower, found);
  return found;
}

function lookUp(lower: string): ReadonlySet<Language> | undefined {
  const direct = FIRST_NAMES.get(lower);
  if (direct) return direct;
  if (lower.includes('-')) {
    const parts = lower.split('-');
    const first = parts.every((part) => FIRST_NAMES.has(part)) ? FIRST_NAMES.get(parts[0]!) : undefined;
    if (first) return first;
  }
  for (const base of polishBaseForms(lower)) {
    if (FIRST_NAMES.get(base)?.has('pl')) return new Set<Language>(['pl']);
  }
  return undefined;
}

export function isFirstName(word: string): boolean {
  return firstNameLanguages(word) !== undefined;
}

export function isAmbiguousName(word: string): boolean {
  return AMBIGUOUS_NAMES.has(word.toLowerCase());
}
