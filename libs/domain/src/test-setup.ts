// Tests read English strings through message(); in the app English is fetched on demand.
import { loadLanguage } from './messages';

await loadLanguage('en');
