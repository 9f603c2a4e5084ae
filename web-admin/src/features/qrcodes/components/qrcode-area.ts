/** Where the QR code screens are: a site's QR codes, or the super-admin's models (site 0). */
export type QrcodeArea = 'admin' | 'superAdmin';

/** The screens' base path in each area. */
export const qrcodeBase = (area: QrcodeArea) => (area === 'superAdmin' ? '/superAdmin/qrcode' : '/qrcode');
