// The built-in country plugins, one folder per country. The kernel loads this list through the registry.
import type { CountryPlugin } from '../plugins/index.js';
// EU member states
import at from './at/index.js';
import be from './be/index.js';
import bg from './bg/index.js';
import cy from './cy/index.js';
import cz from './cz/index.js';
import de from './de/index.js';
import dk from './dk/index.js';
import ee from './ee/index.js';
import es from './es/index.js';
import fi from './fi/index.js';
import fr from './fr/index.js';
import gr from './gr/index.js';
import hr from './hr/index.js';
import hu from './hu/index.js';
import ie from './ie/index.js';
import it from './it/index.js';
import lt from './lt/index.js';
import lu from './lu/index.js';
import lv from './lv/index.js';
import mt from './mt/index.js';
import nl from './nl/index.js';
import pl from './pl/index.js';
import pt from './pt/index.js';
import ro from './ro/index.js';
import se from './se/index.js';
import si from './si/index.js';
import sk from './sk/index.js';
// Rest of Europe
import ch from './ch/index.js';
import gb from './gb/index.js';
import no from './no/index.js';
import rs from './rs/index.js';
import tr from './tr/index.js';
// Middle East, Africa and Asia-Pacific
import ae from './ae/index.js';
import au from './au/index.js';
import eg from './eg/index.js';
import id from './id/index.js';
import il from './il/index.js';
import inPlugin from './in/index.js';
import jp from './jp/index.js';
import kr from './kr/index.js';
import my from './my/index.js';
import nz from './nz/index.js';
import sa from './sa/index.js';
import sg from './sg/index.js';
// Americas
import br from './br/index.js';
import cl from './cl/index.js';
import co from './co/index.js';
import mx from './mx/index.js';

export const builtinCountries: CountryPlugin[] = [
  at,
  be,
  bg,
  cy,
  cz,
  de,
  dk,
  ee,
  es,
  fi,
  fr,
  gr,
  hr,
  hu,
  ie,
  it,
  lt,
  lu,
  lv,
  mt,
  nl,
  pl,
  pt,
  ro,
  se,
  si,
  sk,
  ch,
  gb,
  no,
  rs,
  tr,
  ae,
  au,
  eg,
  id,
  il,
  inPlugin,
  jp,
  kr,
  my,
  nz,
  sa,
  sg,
  br,
  cl,
  co,
  mx,
];
