import { addCatalogues } from '../lib/i18n/translate.ts';
import { checkoutEnUS } from './checkout.en_US.ts';
import { checkoutFrFR } from './checkout.fr_FR.ts';

/** Imported by the cart, checkout, account and order screens: their wording, added when their chunk loads. */
addCatalogues({ fr_FR: checkoutFrFR, en_US: checkoutEnUS });
