/**
 * Where a postal code is, roughly, for the local adapters' answers: the main town of each French
 * department (the first two digits of a postal code; Corsica 2A below 20200, 2B from it) and the
 * capital of the other countries. Good enough to put plausible relays on a map; never used by the
 * real adapters.
 */
type Place = readonly [town: string, latitude: number, longitude: number];

const frenchDepartments: Record<string, Place> = {
  '01': ['Bourg-en-Bresse', 46.21, 5.23],
  '02': ['Laon', 49.56, 3.62],
  '03': ['Moulins', 46.57, 3.33],
  '04': ['Digne-les-Bains', 44.09, 6.24],
  '05': ['Gap', 44.56, 6.08],
  '06': ['Nice', 43.7, 7.27],
  '07': ['Privas', 44.74, 4.6],
  '08': ['Charleville-Mézières', 49.77, 4.72],
  '09': ['Foix', 42.97, 1.61],
  '10': ['Troyes', 48.3, 4.08],
  '11': ['Carcassonne', 43.21, 2.35],
  '12': ['Rodez', 44.35, 2.57],
  '13': ['Marseille', 43.3, 5.37],
  '14': ['Caen', 49.18, -0.37],
  '15': ['Aurillac', 44.93, 2.44],
  '16': ['Angoulême', 45.65, 0.16],
  '17': ['La Rochelle', 46.16, -1.15],
  '18': ['Bourges', 47.08, 2.4],
  '19': ['Tulle', 45.27, 1.77],
  '21': ['Dijon', 47.32, 5.04],
  '22': ['Saint-Brieuc', 48.51, -2.76],
  '23': ['Guéret', 46.17, 1.87],
  '24': ['Périgueux', 45.18, 0.72],
  '25': ['Besançon', 47.24, 6.02],
  '26': ['Valence', 44.93, 4.89],
  '27': ['Évreux', 49.02, 1.15],
  '28': ['Chartres', 48.45, 1.49],
  '29': ['Quimper', 48.0, -4.1],
  '2A': ['Ajaccio', 41.93, 8.74],
  '2B': ['Bastia', 42.7, 9.45],
  '30': ['Nîmes', 43.84, 4.36],
  '31': ['Toulouse', 43.6, 1.44],
  '32': ['Auch', 43.65, 0.59],
  '33': ['Bordeaux', 44.84, -0.58],
  '34': ['Montpellier', 43.61, 3.88],
  '35': ['Rennes', 48.11, -1.68],
  '36': ['Châteauroux', 46.81, 1.69],
  '37': ['Tours', 47.39, 0.69],
  '38': ['Grenoble', 45.19, 5.72],
  '39': ['Lons-le-Saunier', 46.67, 5.55],
  '40': ['Mont-de-Marsan', 43.89, -0.5],
  '41': ['Blois', 47.59, 1.33],
  '42': ['Saint-Étienne', 45.44, 4.39],
  '43': ['Le Puy-en-Velay', 45.04, 3.89],
  '44': ['Nantes', 47.22, -1.55],
  '45': ['Orléans', 47.9, 1.91],
  '46': ['Cahors', 44.45, 1.44],
  '47': ['Agen', 44.2, 0.62],
  '48': ['Mende', 44.52, 3.5],
  '49': ['Angers', 47.47, -0.55],
  '50': ['Saint-Lô', 49.12, -1.09],
  '51': ['Châlons-en-Champagne', 48.96, 4.36],
  '52': ['Chaumont', 48.11, 5.14],
  '53': ['Laval', 48.07, -0.77],
  '54': ['Nancy', 48.69, 6.18],
  '55': ['Bar-le-Duc', 48.77, 5.16],
  '56': ['Vannes', 47.66, -2.76],
  '57': ['Metz', 49.12, 6.18],
  '58': ['Nevers', 46.99, 3.16],
  '59': ['Lille', 50.63, 3.06],
  '60': ['Beauvais', 49.43, 2.08],
  '61': ['Alençon', 48.43, 0.09],
  '62': ['Arras', 50.29, 2.78],
  '63': ['Clermont-Ferrand', 45.78, 3.08],
  '64': ['Pau', 43.3, -0.37],
  '65': ['Tarbes', 43.23, 0.08],
  '66': ['Perpignan', 42.7, 2.9],
  '67': ['Strasbourg', 48.57, 7.75],
  '68': ['Colmar', 48.08, 7.36],
  '69': ['Lyon', 45.76, 4.84],
  '70': ['Vesoul', 47.62, 6.16],
  '71': ['Mâcon', 46.31, 4.83],
  '72': ['Le Mans', 48.0, 0.2],
  '73': ['Chambéry', 45.56, 5.92],
  '74': ['Annecy', 45.9, 6.13],
  '75': ['Paris', 48.86, 2.35],
  '76': ['Rouen', 49.44, 1.1],
  '77': ['Melun', 48.54, 2.66],
  '78': ['Versailles', 48.8, 2.13],
  '79': ['Niort', 46.32, -0.46],
  '80': ['Amiens', 49.89, 2.3],
  '81': ['Albi', 43.93, 2.15],
  '82': ['Montauban', 44.02, 1.35],
  '83': ['Toulon', 43.12, 5.93],
  '84': ['Avignon', 43.95, 4.81],
  '85': ['La Roche-sur-Yon', 46.67, -1.43],
  '86': ['Poitiers', 46.58, 0.34],
  '87': ['Limoges', 45.83, 1.26],
  '88': ['Épinal', 48.17, 6.45],
  '89': ['Auxerre', 47.8, 3.57],
  '90': ['Belfort', 47.64, 6.86],
  '91': ['Évry', 48.63, 2.44],
  '92': ['Nanterre', 48.89, 2.21],
  '93': ['Bobigny', 48.91, 2.44],
  '94': ['Créteil', 48.79, 2.46],
  '95': ['Cergy', 49.04, 2.08],
};

const capitals: Record<string, Place> = {
  FR: ['Paris', 48.86, 2.35],
  BE: ['Bruxelles', 50.85, 4.35],
  LU: ['Luxembourg', 49.61, 6.13],
  NL: ['Amsterdam', 52.37, 4.9],
  ES: ['Madrid', 40.42, -3.7],
  PT: ['Lisboa', 38.72, -9.14],
  DE: ['Berlin', 52.52, 13.4],
  AT: ['Wien', 48.21, 16.37],
  IT: ['Roma', 41.9, 12.5],
  PL: ['Warszawa', 52.23, 21.01],
};

/** The French department of a postal code ('75', '2A', '971'), or null when it is not one. */
export function frenchDepartment(postalCode: string): string | null {
  const code = postalCode.replace(/\s+/g, '');
  if (!/^\d{5}$/.test(code)) return null;
  if (code.startsWith('97') || code.startsWith('98')) return code.slice(0, 3);
  if (code.startsWith('20')) return Number(code) < 20200 ? '2A' : '2B';
  return code.slice(0, 2);
}

/** The town and position a local answer starts from. */
export function placeOf(country: string, postalCode: string): { town: string; latitude: number; longitude: number } {
  const department = country === 'FR' ? frenchDepartment(postalCode) : null;
  const [town, latitude, longitude] =
    (department && frenchDepartments[department]) || capitals[country] || capitals.FR!;
  return { town, latitude, longitude };
}

/** A repeatable pseudo-random sequence from a text (FNV-1a seed, mulberry32): same question, same answer. */
export function seededRandom(text: string): () => number {
  let seed = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    seed ^= text.charCodeAt(i);
    seed = Math.imul(seed, 0x01000193) >>> 0;
  }
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
