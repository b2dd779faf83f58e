import type { ImportAttributeGroup } from './types';

/**
 * Every sub-service carries a service attribute group (the interface's shape has no
 * null there). Services without their own questions get this one: an optional note
 * for the atelier, which real customers use ("the left pocket only, please").
 */
export const DEFAULT_SERVICE_GROUP: ImportAttributeGroup = {
  identifier: 'service_notes',
  name: { fr: "Consignes pour l'atelier", en: 'Notes for the atelier', de: 'Hinweise für die Werkstatt', es: 'Indicaciones para el taller' },
  description: {
    fr: 'Précisez ce que vous souhaitez si besoin.',
    en: 'Tell the atelier anything it should know.',
    de: 'Teilen Sie der Werkstatt mit, was sie wissen sollte.',
    es: 'Indique al taller lo que deba saber.',
  },
  attributes: [
    {
      identifier: 'atelier_notes',
      type: 'textArea',
      label: { fr: 'Consignes', en: 'Notes', de: 'Hinweise', es: 'Indicaciones' },
      helperLabel: {
        fr: 'Facultatif, 300 caractères au plus.',
        en: 'Optional, up to 300 characters.',
        de: 'Optional, höchstens 300 Zeichen.',
        es: 'Opcional, hasta 300 caracteres.',
      },
      metadata: { maxLength: 300 },
    },
  ],
};
