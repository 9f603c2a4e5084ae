/**
 * Shipping rules (spec 1 §5 Box, Carrier, partner, tranches and prices, Carrier rule, Address and
 * schedule; exact English wording) and answers, by area. Each area keeps its keys in its own block.
 */
export const shippingMessages = {
  // Boxes
  'box.typeRequired': { en_US: 'You must set a type', fr_FR: 'Vous devez choisir un type' },
  'box.invalidType': { en_US: 'Invalid type', fr_FR: 'Type invalide' },
  'box.capacityInvalid': {
    en_US: 'Box capacity must be greater than 0',
    fr_FR: 'La capacité du carton doit être supérieure à 0',
  },
  'box.bottleCapacityInvalid': {
    en_US: 'Bottle capacity must be greater than 0',
    fr_FR: 'La contenance des bouteilles doit être supérieure à 0',
  },
  'box.widthInvalid': { en_US: 'Width must be greater than 0', fr_FR: 'La largeur doit être supérieure à 0' },
  'box.heightInvalid': { en_US: 'Height must be greater than 0', fr_FR: 'La hauteur doit être supérieure à 0' },
  'box.depthInvalid': { en_US: 'Depth must be greater than 0', fr_FR: 'La profondeur doit être supérieure à 0' },
  'box.weightInvalid': {
    en_US: 'Box weight must be greater than 0',
    fr_FR: 'Le poids du carton doit être supérieur à 0',
  },
  'box.quantityNegative': { en_US: 'The quantity cannot be negative', fr_FR: 'La quantité ne peut pas être négative' },
  'box.orderQuantityInvalid': {
    en_US: 'Number of box must be greater than 0',
    fr_FR: 'Le nombre de cartons doit être supérieur à 0',
  },
  'box.orderBoxRequired': { en_US: 'You must choose a box', fr_FR: 'Vous devez choisir un carton' },
  'box.tooManyChosen': {
    en_US: 'A site can choose at most 50 global boxes',
    fr_FR: 'Un site peut choisir 50 cartons globaux au plus',
  },
  'box.unknown': { en_US: 'Unknown box', fr_FR: 'Carton inconnu' },
  'box.notFound': { en_US: 'Box not found', fr_FR: 'Carton introuvable' },
  'box.inUse': { en_US: 'This box is used by a carrier', fr_FR: 'Ce carton est utilisé par un transporteur' },
  'box.chosenBySites': {
    en_US: 'This box is chosen by sites and cannot be deleted',
    fr_FR: 'Ce carton est choisi par des sites et ne peut pas être supprimé',
  },
  'box.globalReadOnly': {
    en_US: 'A global box is changed by a super-administrator only',
    fr_FR: 'Un carton global n’est modifié que par un super-administrateur',
  },
  'box.defaultsAreGlobal': {
    en_US: 'The default boxes are the global boxes: manage them under global boxes',
    fr_FR: 'Les cartons par défaut sont les cartons globaux : gérez-les dans les cartons globaux',
  },
  'box.created': { en_US: 'Box created', fr_FR: 'Carton créé' },
  'box.updated': { en_US: 'Box saved', fr_FR: 'Carton enregistré' },
  'box.deleted': { en_US: 'Box deleted', fr_FR: 'Carton supprimé' },
  'box.chosen': { en_US: 'Boxes chosen', fr_FR: 'Cartons choisis' },
  'box.quantityUpdated': { en_US: 'Stock saved', fr_FR: 'Stock enregistré' },
  'box.ordered': { en_US: 'Boxes ordered', fr_FR: 'Cartons commandés' },
  // Carriers, rules, tranches and prices
  'carrier.nameRequired': { en_US: 'Name is required', fr_FR: 'Le nom est obligatoire' },
  'carrier.invalidPhone': { en_US: 'Invalid phone format', fr_FR: 'Format de téléphone invalide' },
  'carrier.invalidEmail': { en_US: 'Invalid email format', fr_FR: 'Format d’e-mail invalide' },
  'carrier.typeRequired': { en_US: 'Type is required', fr_FR: 'Le type est obligatoire' },
  'carrier.boxRequired': { en_US: 'You must set at least one box', fr_FR: 'Vous devez choisir au moins un carton' },
  'carrier.percentageRange': {
    en_US: 'The percentage must be between -100% and 100%',
    fr_FR: 'Le pourcentage doit être compris entre -100 % et 100 %',
  },
  'carrier.priceFileRequired': {
    en_US: 'You must set carrier file price',
    fr_FR: 'Vous devez fournir le fichier de prix du transporteur',
  },
  'carrier.selectCarrier': { en_US: 'You must select a carrier', fr_FR: 'Vous devez choisir un transporteur' },
  'carrier.freeShippingInvalid': {
    en_US: 'Free shipping must start from a whole number of bottles greater than 0',
    fr_FR: 'La livraison offerte doit partir d’un nombre entier de bouteilles supérieur à 0',
  },
  'carrier.boxTwice': { en_US: 'This box is already in the list', fr_FR: 'Ce carton est déjà dans la liste' },
  'carrier.unknownBox': { en_US: 'Unknown box', fr_FR: 'Carton inconnu' },
  'carrier.unknownGlobalBox': {
    en_US: 'This global box is not chosen by the site',
    fr_FR: 'Ce carton global n’est pas choisi par le site',
  },
  'carrier.unknownProduct': { en_US: 'Unknown product', fr_FR: 'Produit inconnu' },
  'carrier.typeChanged': {
    en_US: 'The type of a carrier cannot change',
    fr_FR: 'Le type d’un transporteur ne peut pas changer',
  },
  'carrier.notFound': { en_US: 'Carrier not found', fr_FR: 'Transporteur introuvable' },
  'carrier.created': { en_US: 'Carrier created', fr_FR: 'Transporteur créé' },
  'carrier.updated': { en_US: 'Carrier saved', fr_FR: 'Transporteur enregistré' },
  'carrier.deleted': { en_US: 'Carrier deleted', fr_FR: 'Transporteur supprimé' },
  'carrier.pricesUpdated': { en_US: 'Prices saved', fr_FR: 'Prix enregistrés' },
  'carrier.pricesDeleted': { en_US: 'Prices deleted', fr_FR: 'Prix supprimés' },
  'carrier.minMaxRequired': {
    en_US: 'Min and Max cannot be empty',
    fr_FR: 'Le minimum et le maximum ne peuvent pas être vides',
  },
  'carrier.minGreaterThanMax': {
    en_US: 'Min cannot be greater than max',
    fr_FR: 'Le minimum ne peut pas être supérieur au maximum',
  },
  'carrier.priceTypeInvalid': {
    en_US: 'Price type can be unit or package',
    fr_FR: 'Le type de prix peut être à l’unité ou au colis',
  },
  'carrier.invalidPrice': { en_US: 'Invalid price', fr_FR: 'Prix invalide' },
  'carrier.minNegative': {
    en_US: 'Minimum price and minimum bottle cannot be inferior to 0',
    fr_FR: 'Le prix minimum et le nombre minimum de bouteilles ne peuvent pas être inférieurs à 0',
  },
  'carrier.maxNegative': {
    en_US: 'Maximum bottle cannot be inferior to 0',
    fr_FR: 'Le nombre maximum de bouteilles ne peut pas être inférieur à 0',
  },
  'carrier.tranchesOverlap': { en_US: 'Tranches cannot overlap', fr_FR: 'Les tranches ne peuvent pas se chevaucher' },
  'carrier.countryInvalid': { en_US: 'Unknown country', fr_FR: 'Pays inconnu' },
  'carrier.departmentInvalid': { en_US: 'Invalid department', fr_FR: 'Département invalide' },
  'carrier.destinationTwice': {
    en_US: 'This destination is already in the list',
    fr_FR: 'Cette destination est déjà dans la liste',
  },
  'carrier.gridsNotForType': {
    en_US: 'Only a BASIC carrier is priced by tranches',
    fr_FR: 'Seul un transporteur BASIC est tarifé par tranches',
  },
  'carrier.flatRatesNotForType': {
    en_US: 'Only a FLAT_RATE carrier has flat rates',
    fr_FR: 'Seul un transporteur FLAT_RATE a des forfaits',
  },
  'carrier.noPricesForType': {
    en_US: 'This carrier is priced by its partner',
    fr_FR: 'Ce transporteur est tarifé par son partenaire',
  },
  'carrier.pricesNotFound': {
    en_US: 'This carrier has no prices for this country',
    fr_FR: 'Ce transporteur n’a pas de prix pour ce pays',
  },
  'carrier.flatRateNotFound': { en_US: 'No flat rate for this country', fr_FR: 'Aucun forfait pour ce pays' },
  'carrier.priceFileType': {
    en_US: 'The price file must be a CSV file',
    fr_FR: 'Le fichier de prix doit être un fichier CSV',
  },
  'carrier.priceFileTooBig': {
    en_US: 'The price file cannot be more than 1 mb',
    fr_FR: 'Le fichier de prix ne peut pas dépasser 1 Mo',
  },
  'carrier.priceFileHeader': {
    en_US: 'The first line must name the columns country;department;min;max;priceType;price',
    fr_FR: 'La première ligne doit nommer les colonnes country;department;min;max;priceType;price',
  },
  'carrier.priceFileEmpty': {
    en_US: 'The price file has no price',
    fr_FR: 'Le fichier de prix ne contient aucun prix',
  },
  'carrier.priceFileTooManyRows': {
    en_US: 'The price file cannot have more than 5000 rows',
    fr_FR: 'Le fichier de prix ne peut pas dépasser 5000 lignes',
  },
  'carrier.priceFileErrors': {
    en_US: 'The price file has errors: each is given with its line',
    fr_FR: 'Le fichier de prix contient des erreurs : chacune est donnée avec sa ligne',
  },
  'carrier.priceFileNotFound': {
    en_US: 'This price file was not found: parse it again',
    fr_FR: 'Ce fichier de prix est introuvable : analysez-le à nouveau',
  },
  'carrier.priceFileParsed': { en_US: 'Price file read', fr_FR: 'Fichier de prix lu' },
  'carrier.priceFileInserted': { en_US: 'Prices of the file saved', fr_FR: 'Prix du fichier enregistrés' },
  'carrierRule.nameRequired': { en_US: 'Name cannot be empty', fr_FR: 'Le nom ne peut pas être vide' },
  'carrierRule.fromInvalid': { en_US: 'From must be greater than 0', fr_FR: 'Le « de » doit être supérieur à 0' },
  'carrierRule.toInvalid': { en_US: 'To must be greater than 0', fr_FR: 'Le « à » doit être supérieur à 0' },
  'carrierRule.toBelowFrom': { en_US: 'To must be greater than from', fr_FR: 'Le « à » doit être supérieur au « de »' },
  'carrierRule.nbBottleInvalid': {
    en_US: 'The number of bottle must be greater than 0',
    fr_FR: 'Le nombre de bouteilles doit être supérieur à 0',
  },
  'carrierRule.representInvalid': {
    en_US: 'Represent must be greater than 0',
    fr_FR: 'L’équivalence doit être supérieure à 0',
  },
  'carrierRule.lineTwice': {
    en_US: 'This number of bottles already has a line',
    fr_FR: 'Ce nombre de bouteilles a déjà une ligne',
  },
  'carrierRule.notFound': { en_US: 'Rule not found', fr_FR: 'Règle introuvable' },
  'carrierRule.created': { en_US: 'Rule added', fr_FR: 'Règle ajoutée' },
  'carrierRule.updated': { en_US: 'Rule saved', fr_FR: 'Règle enregistrée' },
  'carrierRule.deleted': { en_US: 'Rule deleted', fr_FR: 'Règle supprimée' },
  // Partners (Vignoble Export, Mondial Relay, Chronopost)
  'partner.contactNameRequired': { en_US: 'Contact name is required', fr_FR: 'Le nom du contact est obligatoire' },
  'partner.vatNumberRequired': { en_US: 'Vat number is required', fr_FR: 'Le numéro de TVA est obligatoire' },
  'partner.apiKeyRequired': { en_US: 'API key is mandatory', fr_FR: 'La clé d’API est obligatoire' },
  'partner.boxRequired': { en_US: 'You must set at least one box', fr_FR: 'Vous devez choisir au moins un carton' },
  'partner.percentageRange': {
    en_US: 'The percentage must be between -100% and 100%',
    fr_FR: 'Le pourcentage doit être compris entre -100 % et 100 %',
  },
  'partner.enseigneAndKeyRequired': {
    en_US: 'Enseigne and private key cannot be empty',
    fr_FR: 'L’enseigne et la clé privée ne peuvent pas être vides',
  },
  'partner.enseigneInvalid': {
    en_US: 'The enseigne is 2 to 8 letters or digits',
    fr_FR: 'L’enseigne compte de 2 à 8 lettres ou chiffres',
  },
  'partner.unknownBox': { en_US: 'Unknown box', fr_FR: 'Carton inconnu' },
  'partner.notExportBox': {
    en_US: 'Only Vignoble Export boxes can be used',
    fr_FR: 'Seuls les cartons Vignoble Export peuvent être utilisés',
  },
  'partner.boxNotChosen': {
    en_US: 'This box is not among the boxes of your site',
    fr_FR: 'Ce carton ne fait pas partie des cartons de votre site',
  },
  'partner.insuranceLevelInvalid': {
    en_US: 'The insurance level must be between 1 and 5',
    fr_FR: 'Le niveau d’assurance doit être compris entre 1 et 5',
  },
  'partner.vignobleExportActivated': { en_US: 'Vignoble Export is activated', fr_FR: 'Vignoble Export est activé' },
  'partner.vignobleExportUpdated': {
    en_US: 'Vignoble Export settings saved',
    fr_FR: 'Réglages Vignoble Export enregistrés',
  },
  'partner.vignobleExportNotActivated': {
    en_US: 'Vignoble Export is not activated for this site',
    fr_FR: 'Vignoble Export n’est pas activé pour ce site',
  },
  'partner.mondialRelayActivated': { en_US: 'Mondial Relay is activated', fr_FR: 'Mondial Relay est activé' },
  'partner.mondialRelayNotActivated': {
    en_US: 'Mondial Relay is not activated for this site',
    fr_FR: 'Mondial Relay n’est pas activé pour ce site',
  },
  'partner.relayCountry': {
    en_US: 'Mondial Relay does not deliver to this country',
    fr_FR: 'Mondial Relay ne livre pas dans ce pays',
  },
  'partner.relayUnavailable': {
    en_US: 'Relay points cannot be found right now, please try again later',
    fr_FR: 'Les points relais sont introuvables pour le moment, veuillez réessayer plus tard',
  },
  'chronopost.productRequired': {
    en_US: 'You must choose a Chronopost product',
    fr_FR: 'Vous devez choisir un produit Chronopost',
  },
  'chronopost.productTaken': {
    en_US: 'This Chronopost product is already offered',
    fr_FR: 'Ce produit Chronopost est déjà proposé',
  },
  'chronopost.productNotFound': { en_US: 'Chronopost product not found', fr_FR: 'Produit Chronopost introuvable' },
  'chronopost.productCreated': { en_US: 'Chronopost product added', fr_FR: 'Produit Chronopost ajouté' },
  'chronopost.productUpdated': { en_US: 'Chronopost product saved', fr_FR: 'Produit Chronopost enregistré' },
  'chronopost.productDeleted': { en_US: 'Chronopost product deleted', fr_FR: 'Produit Chronopost supprimé' },
  // Countries and cities
  'country.notFound': { en_US: 'Country not found', fr_FR: 'Pays introuvable' },
  'city.fileRequired': { en_US: 'You must choose a CSV file', fr_FR: 'Vous devez choisir un fichier CSV' },
  'city.fileType': {
    en_US: 'The city file must be a CSV file',
    fr_FR: 'Le fichier des villes doit être un fichier CSV',
  },
  'city.fileTooBig': {
    en_US: 'The city file cannot be more than 4 mb',
    fr_FR: 'Le fichier des villes ne peut pas dépasser 4 Mo',
  },
  'city.fileHeader': {
    en_US: 'The first line must name the columns name and postalCode',
    fr_FR: 'La première ligne doit nommer les colonnes name et postalCode',
  },
  'city.fileEmpty': { en_US: 'The city file has no city', fr_FR: 'Le fichier des villes ne contient aucune ville' },
  'city.fileTooManyRows': {
    en_US: 'The city file cannot have more than 100000 rows',
    fr_FR: 'Le fichier des villes ne peut pas dépasser 100000 lignes',
  },
  'city.fileNotFound': {
    en_US: 'This city file was not found or has expired: parse it again',
    fr_FR: 'Ce fichier de villes est introuvable ou a expiré : analysez-le à nouveau',
  },
  'city.nameRequired': { en_US: 'City is required', fr_FR: 'La ville est obligatoire' },
  'city.postalCodeRequired': { en_US: 'Postal code is required', fr_FR: 'Le code postal est obligatoire' },
  'city.postalCodeInvalid': { en_US: 'Invalid postal code', fr_FR: 'Code postal invalide' },
  'city.coordinatesInvalid': { en_US: 'Invalid coordinates', fr_FR: 'Coordonnées invalides' },
  'city.rowInvalid': { en_US: 'This line cannot be read', fr_FR: 'Cette ligne ne peut pas être lue' },
  'city.fileParsed': { en_US: 'City file read', fr_FR: 'Fichier des villes lu' },
  'city.fileInserted': { en_US: 'Cities of the file saved', fr_FR: 'Villes du fichier enregistrées' },
  'city.fileInsertGoOn': {
    en_US: 'Part of the cities saved: send the insert again to go on',
    fr_FR: 'Une partie des villes est enregistrée : relancez l’insertion pour continuer',
  },
  // Addresses, address types and schedules
  'addressType.typeRequired': { en_US: 'Type cannot be empty', fr_FR: 'Le type ne peut pas être vide' },
  'addressType.labelRequired': { en_US: 'Label cannot be empty', fr_FR: 'Le libellé ne peut pas être vide' },
  'addressType.colorRequired': { en_US: 'Color cannot be empty', fr_FR: 'La couleur ne peut pas être vide' },
  'addressType.invalidType': {
    en_US: 'A type is written in capital letters, digits and _ (CLICK_AND_COLLECT)',
    fr_FR: 'Un type s’écrit en majuscules, chiffres et _ (CLICK_AND_COLLECT)',
  },
  'addressType.typeTaken': { en_US: 'This type already exists', fr_FR: 'Ce type existe déjà' },
  'addressType.typeFixed': {
    en_US: 'The type of an address type cannot change',
    fr_FR: 'Le type d’un type d’adresse ne peut pas changer',
  },
  'addressType.isDefault': {
    en_US: 'This address type is a default of every site: only a super-admin changes it, in the defaults',
    fr_FR:
      'Ce type d’adresse est un type par défaut de tous les sites : seul un super-administrateur le modifie, dans les valeurs par défaut',
  },
  'addressType.notFound': { en_US: 'Address type not found', fr_FR: 'Type d’adresse introuvable' },
  'addressType.created': { en_US: 'Address type added', fr_FR: 'Type d’adresse ajouté' },
  'addressType.updated': { en_US: 'Address type saved', fr_FR: 'Type d’adresse enregistré' },
  'address.empty': { en_US: 'Address is empty', fr_FR: 'L’adresse est vide' },
  'address.typesRequired': {
    en_US: 'You must specify address types',
    fr_FR: 'Vous devez préciser les types d’adresse',
  },
  'address.unknownType': { en_US: 'Unknown address type', fr_FR: 'Type d’adresse inconnu' },
  'address.nameRequired': { en_US: 'Name cannot be empty', fr_FR: 'Le nom ne peut pas être vide' },
  'address.postalCodeRequired': { en_US: 'Postal code cannot be empty', fr_FR: 'Le code postal ne peut pas être vide' },
  'address.cityRequired': { en_US: 'City cannot be empty', fr_FR: 'La ville ne peut pas être vide' },
  'address.invalidCountry': {
    en_US: 'The country is a two-letter code (FR)',
    fr_FR: 'Le pays est un code de deux lettres (FR)',
  },
  'address.positionHalf': {
    en_US: 'Latitude and longitude go together',
    fr_FR: 'La latitude et la longitude vont ensemble',
  },
  'address.notFound': { en_US: 'Address not found', fr_FR: 'Adresse introuvable' },
  'address.created': { en_US: 'Address added', fr_FR: 'Adresse ajoutée' },
  'address.updated': { en_US: 'Address saved', fr_FR: 'Adresse enregistrée' },
  'address.deleted': { en_US: 'Address deleted', fr_FR: 'Adresse supprimée' },
  'address.scheduleUpdated': { en_US: 'Opening hours saved', fr_FR: 'Horaires enregistrés' },
  'schedule.invalidDay': { en_US: 'Invalid day', fr_FR: 'Jour invalide' },
  'schedule.invalidStart': { en_US: 'Invalid start time', fr_FR: 'Heure de début invalide' },
  'schedule.invalidEnd': { en_US: 'Invalid end time', fr_FR: 'Heure de fin invalide' },
  'schedule.sameTimes': {
    en_US: 'Start time must be different than end time',
    fr_FR: 'L’heure de début doit être différente de l’heure de fin',
  },
  'schedule.endBeforeStart': {
    en_US: 'End time must be after start time',
    fr_FR: 'L’heure de fin doit être après l’heure de début',
  },
  'schedule.overlap': {
    en_US: 'This slot overlaps another slot of the same day',
    fr_FR: 'Ce créneau chevauche un autre créneau du même jour',
  },
  'schedule.preparationHours': {
    en_US: 'click-and-collect hours must be greater than 0',
    fr_FR: 'Le délai de préparation du retrait doit être supérieur à 0 heure',
  },
  'schedule.preparationTooLong': {
    en_US: 'The preparation delay cannot be more than 720 hours (30 days)',
    fr_FR: 'Le délai de préparation ne peut pas dépasser 720 heures (30 jours)',
  },
  'schedule.unknownSlot': {
    en_US: 'This slot is not one of the address',
    fr_FR: 'Ce créneau n’appartient pas à l’adresse',
  },
  'pickup.locationRequired': {
    en_US: 'You must choose a pick up location',
    fr_FR: 'Vous devez choisir un lieu de retrait',
  },
  'pickup.scheduleRequired': {
    en_US: 'You must choose a pick up schedule',
    fr_FR: 'Vous devez choisir un créneau de retrait',
  },
  'pickup.dateRequired': { en_US: 'You must choose a pick up date', fr_FR: 'Vous devez choisir une date de retrait' },
  'pickup.locationNotFound': { en_US: 'Pick up location not found', fr_FR: 'Lieu de retrait introuvable' },
  'pickup.unavailable': {
    en_US: 'This pick up time is no longer available, please choose another one',
    fr_FR: 'Ce créneau de retrait n’est plus disponible, veuillez en choisir un autre',
  },
  'calendar.labelRequired': { en_US: 'Please enter a label', fr_FR: 'Veuillez saisir un libellé' },
  'calendar.invalidDate': { en_US: 'Invalid date', fr_FR: 'Date invalide' },
  'calendar.openingRequired': {
    en_US: 'pickup date, pickup hour and closed hour required',
    fr_FR: 'La date de retrait, l’heure de retrait et l’heure de fermeture sont obligatoires',
  },
  'calendar.dateTwice': {
    en_US: 'This date is already in the calendar',
    fr_FR: 'Cette date est déjà dans le calendrier',
  },
  'calendar.tooManyDates': {
    en_US: 'A calendar holds at most 500 dates',
    fr_FR: 'Un calendrier compte au plus 500 dates',
  },
  'calendar.unknownDate': {
    en_US: 'This date is not one of the calendar',
    fr_FR: 'Cette date n’appartient pas au calendrier',
  },
  'calendar.notFound': { en_US: 'Calendar not found', fr_FR: 'Calendrier introuvable' },
  'calendar.inUse': {
    en_US: 'This calendar is used by an address and cannot be deleted',
    fr_FR: 'Ce calendrier est utilisé par une adresse et ne peut pas être supprimé',
  },
  'calendar.created': { en_US: 'Calendar created', fr_FR: 'Calendrier créé' },
  'calendar.updated': { en_US: 'Calendar saved', fr_FR: 'Calendrier enregistré' },
  'calendar.deleted': { en_US: 'Calendar deleted', fr_FR: 'Calendrier supprimé' },
  'addressImport.fileRequired': { en_US: 'You must choose a CSV file', fr_FR: 'Vous devez choisir un fichier CSV' },
  'addressImport.invalidFile': {
    en_US: 'The file must be a CSV file (.csv) of at most 200 KB',
    fr_FR: 'Le fichier doit être un fichier CSV (.csv) de 200 Ko au plus',
  },
  'addressImport.empty': { en_US: 'The file holds no address', fr_FR: 'Le fichier ne contient aucune adresse' },
  'addressImport.tooManyRows': {
    en_US: 'A file holds at most 500 addresses',
    fr_FR: 'Un fichier contient au plus 500 adresses',
  },
  'addressImport.unreadable': {
    en_US: 'The file cannot be read as CSV',
    fr_FR: 'Le fichier ne peut pas être lu comme un CSV',
  },
  'addressImport.invalidSchedule': {
    en_US: 'Invalid opening hours: write them as tue 09:00-12:00 14:00-18:00; wed 09:00-12:00',
    fr_FR: 'Horaires invalides : écrivez-les ainsi : mar 09:00-12:00 14:00-18:00; mer 09:00-12:00',
  },
  'addressImport.notFound': {
    en_US: 'This import was not found or has expired: upload the file again',
    fr_FR: 'Cet import est introuvable ou a expiré : envoyez le fichier à nouveau',
  },
  'addressImport.parsed': { en_US: 'File read', fr_FR: 'Fichier lu' },
  'addressImport.inserted': { en_US: 'Addresses imported', fr_FR: 'Adresses importées' },
  // Shipping fees (spec 1 §8)
  'shipping.noCarrier': { en_US: 'No carrier found', fr_FR: 'Aucun transporteur trouvé' },
  'shipping.productNotFitting': {
    en_US: 'This product is not fitting any box',
    fr_FR: 'Ce produit ne rentre dans aucun carton',
  },
  'shipping.noPackaging': { en_US: 'No optimized packaging found', fr_FR: 'Aucun emballage optimisé trouvé' },
  'shipping.noAccessPoint': {
    en_US: 'You cannot ship this order in an access point',
    fr_FR: 'Cette commande ne peut pas être livrée en point relais',
  },
} as const;
