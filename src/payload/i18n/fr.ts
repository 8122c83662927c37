/**
 * Payload's French, where its words mislead staff (decision 141): « Republier » for what
 * throws the draft away, « Copier vers le lieu » for another language, « un(e) nouveau ou
 * nouvelle », « créé(e) » for a draft saved. Only these keys are replaced; the rest is Payload's.
 */
export const PAYLOAD_FRENCH = {
  fields: {
    chooseFromExisting: 'Choisir parmi l’existant',
  },
  general: {
    aboutToDelete: 'Vous êtes sur le point de supprimer <1>{{title}}</1> ({{label}}). Confirmez-vous ?',
    createdAt: 'Créé le',
    createNew: 'Créer',
    createNewLabel: 'Créer : {{label}}',
    noLabel: '(sans {{label}})',
    perPage: 'Par page : {{limit}}',
    successfullyCreated: 'Enregistré avec succès.',
  },
  localization: {
    copyToLocale: 'Copier vers une autre langue',
  },
  version: {
    revertToPublished: 'Abandonner les modifications',
    aboutToRevertToPublished:
      'Les modifications non publiées de ce document seront abandonnées : il reviendra à sa version publiée. Confirmez-vous ?',
  },
} as const
