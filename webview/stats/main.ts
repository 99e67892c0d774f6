// Statistics page entry: page styles, then the view element (which says `ready` to the host).
import './patience-stats-view';
import { pageStyles } from './styles';

const sheet = pageStyles.styleSheet;
// Constructable style sheets need no inline <style>, which the page's CSP forbids.
if (sheet) document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
if (!document.querySelector('patience-stats-view')) document.body.append(document.createElement('patience-stats-view'));
