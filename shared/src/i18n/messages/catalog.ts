/** Catalogue rules (spec 1 §5 Product add/update, Award, Nomenclature; exact English wording) and answers. */
export const catalogMessages = {
  'product.nameRequired': { en_US: 'Name is required', fr_FR: 'Le nom est obligatoire' },
  'product.descriptionRequired': { en_US: 'Description is required', fr_FR: 'La description est obligatoire' },
  'product.imageRequired': { en_US: 'An image is required', fr_FR: 'Une image est obligatoire' },
  'product.altRequired': { en_US: 'Alternative text is required', fr_FR: 'Le texte alternatif est obligatoire' },
  'product.priceInvalid': { en_US: 'Price must be greater than 0', fr_FR: 'Le prix doit être supérieur à 0' },
  'product.multipleOfInvalid': {
    en_US: 'Sold by must be greater than 0',
    fr_FR: 'La vente par doit être supérieure à 0',
  },
  'product.typeRequired': { en_US: 'Type is mandatory', fr_FR: 'Le type est obligatoire' },
  'product.weightInvalid': { en_US: 'Weight must be greater than 0', fr_FR: 'Le poids doit être supérieur à 0' },
  'product.yearRequired': { en_US: 'Year is mandatory', fr_FR: 'Le millésime est obligatoire' },
  'product.capacityInvalid': {
    en_US: 'Capacity must be greater than 0',
    fr_FR: 'La contenance doit être supérieure à 0',
  },
  'product.kindRequired': { en_US: 'Kind is mandatory', fr_FR: 'La catégorie est obligatoire' },
  'product.percentInvalid': {
    en_US: 'Percentage must be greater than 0',
    fr_FR: 'Le pourcentage doit être supérieur à 0',
  },
  'product.percentSum': {
    en_US: 'Sum of all percentage must be equal to 100%',
    fr_FR: 'La somme des pourcentages doit être égale à 100 %',
  },
  'product.percentTooHigh': {
    en_US: 'Percentage cannot be more than 100%',
    fr_FR: 'Le pourcentage ne peut pas dépasser 100 %',
  },
  'product.notANumber': {
    en_US: 'Enter a number, such as 13.5 (no thousands separator)',
    fr_FR: 'Saisissez un nombre, par exemple 13,5 (sans séparateur de milliers)',
  },
  'product.alcoholLevelInvalid': {
    en_US: 'Alcohol level must be between 0 and 100 % vol',
    fr_FR: 'Le degré d’alcool doit être compris entre 0 et 100 % vol',
  },
  'product.nutritionInvalid': {
    en_US: 'Must be between 0 and 100 g per 100 ml',
    fr_FR: 'Doit être compris entre 0 et 100 g pour 100 ml',
  },
  'product.saturatedOverFat': {
    en_US: 'Saturated fat cannot be more than fat',
    fr_FR: 'Les acides gras saturés ne peuvent pas dépasser les matières grasses',
  },
  'product.sugarOverCarbohydrates': {
    en_US: 'Sugars cannot be more than carbohydrates',
    fr_FR: 'Les sucres ne peuvent pas dépasser les glucides',
  },
  'product.quantityInvalid': {
    en_US: 'Quantity must be greater than 0',
    fr_FR: 'La quantité doit être supérieure à 0',
  },
  'product.boxQuantitySum': {
    en_US: 'Sum of all quantities must be equal to the number of bottle in your box',
    fr_FR: 'La somme des quantités doit être égale au nombre de bouteilles de votre coffret',
  },
  'product.quantityNegative': {
    en_US: 'The quantity cannot be negative',
    fr_FR: 'La quantité ne peut pas être négative',
  },
  'product.imageTooBig': {
    en_US: 'Image file cannot be more than 5 mb',
    fr_FR: 'Le fichier image ne peut pas dépasser 5 Mo',
  },
  'product.tooManyImages': {
    en_US: 'You can upload at most 10 images',
    fr_FR: 'Vous pouvez envoyer 10 images au plus',
  },
  'product.unknownProduct': { en_US: 'Unknown product in the box', fr_FR: 'Produit inconnu dans le coffret' },
  'product.unknownNomenclature': { en_US: 'Unknown value', fr_FR: 'Valeur inconnue' },
  'product.uploadMissing': {
    en_US: 'The uploaded image could not be found, please send it again',
    fr_FR: 'L’image envoyée est introuvable, veuillez la renvoyer',
  },
  'product.typeChanged': {
    en_US: 'The type of a product cannot change',
    fr_FR: 'Le type d’un produit ne peut pas changer',
  },
  'product.boxInBox': {
    en_US: 'A box cannot contain a box or itself',
    fr_FR: 'Un coffret ne peut contenir ni un coffret ni lui-même',
  },
  'product.notFound': { en_US: 'Product not found', fr_FR: 'Produit introuvable' },
  'product.inBox': {
    en_US: 'This product is part of a box and cannot be deleted',
    fr_FR: 'Ce produit fait partie d’un coffret et ne peut pas être supprimé',
  },
  'product.created': { en_US: 'Product created', fr_FR: 'Produit créé' },
  'product.updated': { en_US: 'Product updated', fr_FR: 'Produit modifié' },
  'product.deleted': { en_US: 'Product deleted', fr_FR: 'Produit supprimé' },
  'product.stockChanged': {
    en_US: 'The stock changed since you opened this page (orders were placed): reload it',
    fr_FR: 'Le stock a changé depuis l’ouverture de cette page (des commandes ont été passées) : rechargez-la',
  },
  'vintage.notFound': { en_US: 'Vintage not found', fr_FR: 'Millésime introuvable' },
  'vintage.lastOne': { en_US: 'A wine keeps at least one vintage', fr_FR: 'Un vin garde au moins un millésime' },
  'vintage.created': { en_US: 'Vintage created', fr_FR: 'Millésime créé' },
  'vintage.updated': { en_US: 'Vintage updated', fr_FR: 'Millésime modifié' },
  'vintage.deleted': { en_US: 'Vintage deleted', fr_FR: 'Millésime supprimé' },
  'vintage.wineOnly': { en_US: 'Only a wine has vintages', fr_FR: 'Seul un vin a des millésimes' },
  'award.cityRequired': { en_US: 'City is required', fr_FR: 'La ville est obligatoire' },
  'award.productRequired': { en_US: 'Product is required', fr_FR: 'Le produit est obligatoire' },
  'award.titleRequired': { en_US: 'Title is required', fr_FR: 'Le titre est obligatoire' },
  'award.typeRequired': { en_US: 'Type is required', fr_FR: 'Le type est obligatoire' },
  'award.yearRequired': { en_US: 'Year is required', fr_FR: 'L’année est obligatoire' },
  'award.oneImage': { en_US: 'You can upload only one image', fr_FR: 'Vous ne pouvez envoyer qu’une seule image' },
  'award.notFound': { en_US: 'Award not found', fr_FR: 'Récompense introuvable' },
  'award.created': { en_US: 'Award created', fr_FR: 'Récompense créée' },
  'award.updated': { en_US: 'Award updated', fr_FR: 'Récompense modifiée' },
  'award.deleted': { en_US: 'Award deleted', fr_FR: 'Récompense supprimée' },
  'nomenclature.typeRequired': { en_US: 'Type is required', fr_FR: 'Le type est obligatoire' },
  'nomenclature.nameRequired': { en_US: 'Name is required', fr_FR: 'Le nom est obligatoire' },
  'nomenclature.notFound': { en_US: 'Value not found', fr_FR: 'Valeur introuvable' },
  'nomenclature.inUse': {
    en_US: 'This value is used by a product and cannot be deleted',
    fr_FR: 'Cette valeur est utilisée par un produit et ne peut pas être supprimée',
  },
  'nomenclature.created': { en_US: 'Value created', fr_FR: 'Valeur créée' },
  'nomenclature.updated': { en_US: 'Value updated', fr_FR: 'Valeur modifiée' },
  'nomenclature.deleted': { en_US: 'Value deleted', fr_FR: 'Valeur supprimée' },
  'detailsType.nameRequired': { en_US: 'Name is required', fr_FR: 'Le nom est obligatoire' },
  'detailsType.notFound': { en_US: 'Detail type not found', fr_FR: 'Type de détail introuvable' },
  'detailsType.inUse': {
    en_US: 'This detail type is used by a product and cannot be deleted',
    fr_FR: 'Ce type de détail est utilisé par un produit et ne peut pas être supprimé',
  },
  'detailsType.created': { en_US: 'Detail type created', fr_FR: 'Type de détail créé' },
  'detailsType.updated': { en_US: 'Detail type updated', fr_FR: 'Type de détail modifié' },
  'detailsType.deleted': { en_US: 'Detail type deleted', fr_FR: 'Type de détail supprimé' },
  // Catalogue options (issue 5): variations, customizations, decreasing discounts
  'variation.labelRequired': { en_US: 'Please enter a label', fr_FR: 'Veuillez saisir un libellé' },
  'variation.variationRequired': { en_US: 'variation required', fr_FR: 'déclinaison obligatoire' },
  'variation.valueRequired': { en_US: 'A value cannot be empty', fr_FR: 'Une valeur ne peut pas être vide' },
  'variation.valueTwice': { en_US: 'This value is already in the list', fr_FR: 'Cette valeur est déjà dans la liste' },
  'variation.tooManyValues': {
    en_US: 'A variation has at most 50 values',
    fr_FR: 'Une déclinaison a 50 valeurs au plus',
  },
  'variation.fieldTaken': {
    en_US: 'Another variation already names this field',
    fr_FR: 'Une autre déclinaison nomme déjà ce champ',
  },
  'variation.notFound': { en_US: 'Variation not found', fr_FR: 'Déclinaison introuvable' },
  'variation.created': { en_US: 'Variation created', fr_FR: 'Déclinaison créée' },
  'variation.updated': { en_US: 'Variation updated', fr_FR: 'Déclinaison modifiée' },
  'customization.labelRequired': { en_US: 'Please enter a label', fr_FR: 'Veuillez saisir un libellé' },
  'customization.inputTypeRequired': {
    en_US: 'You must choose an input type',
    fr_FR: 'Vous devez choisir un type de saisie',
  },
  'customization.costInvalid': { en_US: 'Cost must be greater than 0', fr_FR: 'Le coût doit être supérieur à 0' },
  'customization.percentTooHigh': {
    en_US: 'The percentage cannot be more than 100%',
    fr_FR: 'Le pourcentage ne peut pas dépasser 100 %',
  },
  'customization.boundInvalid': {
    en_US: 'Must be a whole number greater than 0',
    fr_FR: 'Doit être un nombre entier supérieur à 0',
  },
  'customization.boundsOrder': {
    en_US: 'The maximum cannot be less than the minimum',
    fr_FR: 'Le maximum ne peut pas être inférieur au minimum',
  },
  'customization.textTooLong': {
    en_US: 'The maximum length cannot be more than 10000 characters',
    fr_FR: 'La longueur maximale ne peut pas dépasser 10000 caractères',
  },
  'customization.fileTooBig': {
    en_US: 'File size cannot be more than 40 mb',
    fr_FR: 'La taille du fichier ne peut pas dépasser 40 Mo',
  },
  'customization.imageBoundTooBig': {
    en_US: 'Image size cannot be more than 20000 pixels',
    fr_FR: 'La taille de l’image ne peut pas dépasser 20000 pixels',
  },
  'customization.extensionsRequired': {
    en_US: 'You must allow at least one extension',
    fr_FR: 'Vous devez autoriser au moins une extension',
  },
  'customization.extensionInvalid': { en_US: 'Invalid extension', fr_FR: 'Extension invalide' },
  'customization.valueLabelRequired': {
    en_US: 'Label and customization required',
    fr_FR: 'Libellé et personnalisation obligatoires',
  },
  'customization.valueCostInvalid': { en_US: 'Cost cannot be negative', fr_FR: 'Le coût ne peut pas être négatif' },
  'customization.valueTwice': {
    en_US: 'This value is already in the list',
    fr_FR: 'Cette valeur est déjà dans la liste',
  },
  'customization.tooManyValues': {
    en_US: 'A customization has at most 50 values',
    fr_FR: 'Une personnalisation a 50 valeurs au plus',
  },
  'customization.choiceOnly': {
    en_US: 'Only a choice (select, radio, checkbox) has values',
    fr_FR: 'Seul un choix (liste, bouton radio, case à cocher) a des valeurs',
  },
  'customization.hasValues': {
    en_US: 'Delete its values before choosing an input type without values',
    fr_FR: 'Supprimez ses valeurs avant de choisir un type de saisie sans valeurs',
  },
  'customization.notFound': { en_US: 'Customization not found', fr_FR: 'Personnalisation introuvable' },
  'customization.valueNotFound': { en_US: 'Value not found', fr_FR: 'Valeur introuvable' },
  'customization.inUse': {
    en_US: 'This customization is linked to a product and cannot be deleted',
    fr_FR: 'Cette personnalisation est liée à un produit et ne peut pas être supprimée',
  },
  'customization.alreadyLinked': {
    en_US: 'This customization is already linked to this product',
    fr_FR: 'Cette personnalisation est déjà liée à ce produit',
  },
  'customization.linkNotFound': {
    en_US: 'This customization is not linked to this product',
    fr_FR: 'Cette personnalisation n’est pas liée à ce produit',
  },
  'customization.created': { en_US: 'Customization created', fr_FR: 'Personnalisation créée' },
  'customization.updated': { en_US: 'Customization updated', fr_FR: 'Personnalisation modifiée' },
  'customization.deleted': { en_US: 'Customization deleted', fr_FR: 'Personnalisation supprimée' },
  'customization.linked': { en_US: 'Customization linked', fr_FR: 'Personnalisation liée' },
  'customization.unlinked': { en_US: 'Customization unlinked', fr_FR: 'Personnalisation retirée du produit' },
  'decreasingDiscount.quantityInvalid': {
    en_US: 'The number of unit must be greater than 0',
    fr_FR: 'Le nombre d’unités doit être supérieur à 0',
  },
  'decreasingDiscount.quantityTwice': {
    en_US: 'Another discount starts at this quantity',
    fr_FR: 'Une autre remise commence à cette quantité',
  },
  'decreasingDiscount.typeRequired': { en_US: 'You must choose a type', fr_FR: 'Vous devez choisir un type' },
  'decreasingDiscount.amountInvalid': { en_US: 'Discount must be positive', fr_FR: 'La remise doit être positive' },
  'decreasingDiscount.percentTooHigh': {
    en_US: 'Discount cannot be more than 100%',
    fr_FR: 'La remise ne peut pas dépasser 100 %',
  },
  'decreasingDiscount.tooMany': {
    en_US: 'A product has at most 20 decreasing discounts',
    fr_FR: 'Un produit a 20 remises dégressives au plus',
  },
  'decreasingDiscount.updated': { en_US: 'Decreasing discounts updated', fr_FR: 'Remises dégressives modifiées' },
} as const;
