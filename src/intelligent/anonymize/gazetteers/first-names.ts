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

/**
 * More given names per language: short forms and diminutives used in e-mails and chats ("bill", "will",
 * "Steffi", "Kuba") and further names from the same registers. Added for recall on unseen text.
 */
const MORE_NAMES: Record<Language, string> = {
  en: `will bill billy bob bobby jim jimmy jimbo tommy danny johnny jonny ricky rick dick ron ronnie don
    donny ken kenny larry gary terry jerry barry harvey reggie stan stanley sid sidney alf albert walter
    frederick fred freddy ernest ernie eddie edwin howard leonard len lenny norman roger rodney dean guy
    gavin wayne darren shane lee carl karl derek dale glenn kieran rhys gareth dafydd euan hamish angus
    fergus rory finlay finley harrison jenson reuben toby joel jake josh rob robbie bert bertie hugh hugo
    rupert giles jasper miles sebastian seb dominic dom lewis louis elliot elliott isaac ezra felix jude
    ronan tristan edmund rowan ralph morgan
    sue susie suzy liz lizzie beth betsy bess kath kathy cathy kate katie kat jen jenny jo josie maggie meg
    peggy pat patsy trish tricia becky becca bex vicky vic nikki sandy mandy wendy tracy tracey kerry
    kirsty kirsten lindsay lyndsey hayley kayleigh stacey leanne joanne jo-anne jackie jacqui jill gillian
    sally sheila pauline maureen doreen irene jean joan june pam pauline val valerie yvonne lorraine
    beverley bev sharon jane janet janine elaine eileen moira morag ailsa eilidh catriona kirsteen
    mel tash steph nat liv soph abi dougie ollie olly alfie
    freya evie esme matilda florence phoebe scarlett ruby daisy millie maisie elsie willow ivy edith
    harriet georgia georgina bethany megan rhiannon ffion cerys seren nia gwen bronwen`,
  de: `hans-peter karl-heinz klaus-dieter hans-jürgen uli ulli wolle jochen achim manni kalle willi
    willy heiner hinnerk jupp sepp seppl franz xaver ludwig georg josef alois anton konrad kaspar
    gustav hermann erich ernst walter wilhelm friedrich heinrich gerd gert dietmar reinhold lothar
    eberhard siegfried helmuth waldemar arno axel bodo gregor hagen henning ingo jochen kay lutz
    mirko nils nico niko patrick pascal robin sascha till tilo tino veit volkmar wilfried
    bettina daniela heidi ilse inge jasmin kathrin katja lotte luise marlene mechthild nadja nora
    paula rebecca resi rosi romy ronja sina sonja theresa thea uschi vroni waltraud wilma yvonne
    annegret annelie anneliese annemarie gertrud hannelore hedwig henriette lieselotte magdalena margarete margot
    rosemarie roswitha traudl annika antje christiane edith elfriede elisabeth erika frauke hanna
    hedda ines isabell karla kira leni luisa mathilda pia ricarda sigrid verena`,
  pl: `krzyś krzysiek piotrek paweł pawełek michałek marcinek adaś staś jaś jasiek maciek franek antek
    witek wiesiek zbyszek rysiek heniek kazik tadek jurek józio grzesiek sławek radek przemek arek
    mietek czesław bogdan bogusław edward eugeniusz gerard jarosław kamil konrad leon lucjan miłosz
    norbert olgierd remigiusz roman sylwester waldemar władysław zenon emil ignacy julian borys
    kasia kaśka ania anka gosia małgosia basia baśka magda zosia zośka asia ola ula ela jola iza
    ewka marysia hania tosia kinga agnieszka aga ilona irena janina jadzia lucyna łucja mirosława
    stanisława wiesława zdzisława bogumiła bogusława czesława genowefa helena honorata marianna
    michalina nikola oliwia sabina stefania tamara violetta wioletta adrianna angelika antonina
    bianka daria diana eliza estera gabrysia jagoda julita klara lidia ludmiła milena nina regina
    róża sara wanda wiesia zuzia`,
  fr: `jean-pierre jean-paul jean-luc jean-marc jean-françois jean-claude jean-michel jean-louis
    pierre-yves marc-antoine jean-baptiste aurélien baptiste bastien benjamin cyril cyrille damien
    denis dimitri emmanuel étienne fabien félix florent gaël gaëtan gauthier gilbert grégoire
    grégory henri hubert jacky jean-charles joël josé kévin lionel ludovic marius mathias
    maurice max maximilien noël olivier pascal raymond régis rémy robert roger samuel serge
    simon sylvain tanguy timothée tristan valentin victor xavier yohan yoann
    adèle alexandra amandine anaïs annie audrey aurore axelle bernadette cécile clara clémence
    colette coralie denise éléonore elsa estelle eve évelyne fabienne gisèle héloïse ingrid
    jeanne jeannine joséphine karine laetitia laëtitia léna lisa lou lucienne madeleine marine
    marjorie maryse maud mélanie mélissa muriel myriam nadège noémie nolwenn ophélie perrine
    raymonde roselyne sabine salomé sarah simone suzanne sylviane thérèse victoire yvette`,
  it: `gianfranco gianpaolo gianluigi giancarlo pierpaolo pierluigi piergiorgio alfredo amedeo
    antonello arturo attilio benito carmine cesare corrado cristian cristiano dario dino elio
    enzo ettore fabrizio fausto ferdinando flavio gaetano gennaro giampiero gino giuliano guido
    ivan ivano lino livio lucio manuel marcello mariano mauro mirko nazario nino oreste orlando
    ottavio pasquale patrizio piero rocco rodolfo romano rosario sandro saverio silvio teodoro
    tiziano tullio ugo walter vale fede ale max gigi
    ada adele adriana agnese alba alessia annalisa antonietta assunta barbara bianca carla
    carolina cinzia clara concetta costanza donatella elisabetta emanuela erica ester fabiola
    filomena fiorella gabriella gemma gianna gina giovanna graziella immacolata ines isabella
    lara letizia lidia liliana loredana lucrezia luciana mara margherita mariella marina
    marisa maristella nadia nicoletta noemi ottavia piera pina raffaella rebecca rosanna
    rosaria rossana sabrina sonia stella susanna tiziana vanessa vincenza virginia vittoria`,
  es: `juanjo juanma chema pepe paco quique nacho rafa santi dani edu fran javi lalo manolo
    abel adolfo agustín aitor alfonso alfredo amador anselmo arturo asier benito borja césar
    cristian cristóbal eduardo eloy esteban eugenio federico felipe fermín gabriel gerardo
    germán gilberto gregorio guillermo gustavo héctor hernán horacio ibai iker imanol isidro
    jacinto jordi josu julián lorenzo marcelino mariano mauricio máximo nicanor octavio
    oriol patricio pau ramiro ricardo roberto rodrigo rogelio salvador samuel saúl teodoro
    tomás unai urko valentín xabier xavier mikel ander gorka aritz eneko xabi jon
    adriana aitana alejandra amaia amparo anabel araceli arantxa asunción aurora blanca candela
    carolina catalina celia consuelo covadonga encarnación esperanza estefanía esther eugenia
    fátima gema guadalupe inés irene itziar jimena josefina juana leire lidia lourdes macarena
    maite margarita marisa marisol maribel mariona marta milagros miren montse nekane olga
    paloma pepa remedios rosario soledad susana tamara trinidad vanesa verónica virginia ximena`,
  nl: `ad arie bas cor dick dolf evert frits gijs harm hein henk herman hugo huib ids jaap jacco
    jochem joep joop jos jurgen kasper kees koos leen leo lex luc marco marnix mathijs maurits
    melle menno olaf otto pim remco rens rik rinus robbert roel rogier ruud siem sjaak stefan
    taco teun tijs ties toon twan wessel wijnand willem-jan wouter
    aaltje agnes annelies annemiek anneke astrid bea bep carla carolien chantal corrie daphne
    dieuwke door els elske emma evelien fem geesje gerda grietje hanna hennie ina irma jacqueline
    jet jikke jolanda judith karlijn kirsten lenie lia lidewij liesbeth lieke lies madelief marga
    margriet marijke marina marjan marleen marlies martine mieke mies nel nelleke nynke
    petronella riet rietje rika rineke rosa sientje silvia sjaan stien suze thea tiny trees
    truus vera wilma wil yara`,
};

/** Given names common in all seven countries' registers. */
const SHARED_NAMES = `mohamed mohammed muhammad ahmed ali omar yusuf youssef mehmet mustafa ibrahim hassan
  fatima aisha ayşe zeynep amina khadija leila samira`;
for (const language of Object.keys(NAMES) as Language[]) NAMES[language] += `\n${MORE_NAMES[language]}\n${SHARED_NAMES}`;

/** Names that are also common words in at least one of the languages; they need context. */
export const AMBIGUOUS_NAMES = new Set(
  `ben will mark rose grace frank may june hope joy amber jade ruby pat art rob bill sandy dawn summer lily
   jan max nick rosa alba claire roos fleur iris bruno franco ella olive angel luz mercedes dolores pilar
   ambre sonia nuria maja
   sue guy dean pat kit ray sandy don ron fred carl lee dale miles hugh jo gene joy ivy daisy hope eve
   sid val bea bep door lex luc leo ugo pina stella bianca clara aurora marina rosa rosaria sol paz
   mar olga nina lou max kay till veit lotte stien cor ad ina els ida nel wil mies rik pim jet fem
   ties lies leen toon riet trees tiny taco harm bob rob jean miles dom wolle ernst noël serge marine olivier
   guido lino romano rosario bianca erica gemma stella vittoria margherita costanza assunta immacolata
   nacho benito jacinto máximo amparo blanca candela consuelo esperanza gema margarita milagros paloma
   vale fede ale remedios soledad trinidad miren asunción encarnación róża jagoda roger willow ruby jo mo`.split(/\s+/),
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
