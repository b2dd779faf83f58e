/** Item attribute groups: what the customer tells us about the garment, shoes or bag. */
import type { SeedAttribute, SeedAttributeGroup } from '../types';
import { opt, t } from './helpers';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

const yesNo = [opt('yes', t('Oui', 'Yes', 'Ja', 'Sí')), opt('no', t('Non', 'No', 'Nein', 'No'))];

const brand: SeedAttribute = {
  identifier: 'brand',
  type: 'text',
  label: t('Marque', 'Brand', 'Marke', 'Marca'),
  helperLabel: t(
    'Telle qu’indiquée sur l’étiquette, si vous la connaissez.',
    'As shown on the label, if you know it.',
    'Wie auf dem Etikett angegeben, falls bekannt.',
    'Tal como aparece en la etiqueta, si la conoces.',
  ),
  metadata: { maxLength: 60 },
};

const notes: SeedAttribute = {
  identifier: 'notes',
  type: 'textArea',
  label: t('Remarques', 'Notes', 'Anmerkungen', 'Observaciones'),
  helperLabel: t(
    'Tout ce que l’atelier doit savoir sur l’article.',
    'Anything the atelier should know about the item.',
    'Alles, was die Werkstatt über den Artikel wissen sollte.',
    'Todo lo que el taller debe saber sobre el artículo.',
  ),
  metadata: { maxLength: 500 },
};

export function photo(identifier: string, label: SeedAttribute['label'], helperLabel: SeedAttribute['helperLabel']): SeedAttribute {
  return { identifier, type: 'file', label, helperLabel, metadata: { accept: IMAGE_TYPES } };
}

export const garmentItem: SeedAttributeGroup = {
  identifier: 'garment-item',
  name: t('Détails du vêtement', 'Garment details', 'Angaben zum Kleidungsstück', 'Detalles de la prenda'),
  description: t(
    'Aidez l’atelier à identifier votre vêtement et à choisir les bonnes fournitures.',
    'Help the atelier identify your garment and choose the right supplies.',
    'Helfen Sie der Werkstatt, Ihr Kleidungsstück zu erkennen und das passende Material zu wählen.',
    'Ayuda al taller a identificar su prenda y elegir los materiales adecuados.',
  ),
  attributes: [
    brand,
    {
      identifier: 'colour',
      type: 'select',
      isRequired: true,
      label: t('Couleur', 'Colour', 'Farbe', 'Color'),
      helperLabel: t(
        'La couleur principale du vêtement.',
        'The main colour of the garment.',
        'Die Hauptfarbe des Kleidungsstücks.',
        'El color principal de la prenda.',
      ),
      metadata: {
        options: [
          opt('black', t('Noir', 'Black', 'Schwarz', 'Negro')),
          opt('white', t('Blanc', 'White', 'Weiß', 'Blanco')),
          opt('grey', t('Gris', 'Grey', 'Grau', 'Gris')),
          opt('navy', t('Bleu marine', 'Navy', 'Marineblau', 'Azul marino')),
          opt('blue', t('Bleu', 'Blue', 'Blau', 'Azul')),
          opt('red', t('Rouge', 'Red', 'Rot', 'Rojo')),
          opt('green', t('Vert', 'Green', 'Grün', 'Verde')),
          opt('beige', t('Beige', 'Beige', 'Beige', 'Beige')),
          opt('brown', t('Marron', 'Brown', 'Braun', 'Marrón')),
          opt('pink', t('Rose', 'Pink', 'Rosa', 'Rosa')),
          opt('multicolour', t('Multicolore', 'Multicoloured', 'Mehrfarbig', 'Multicolor')),
        ],
      },
    },
    {
      identifier: 'material',
      type: 'select',
      label: t('Matière principale', 'Main fabric', 'Hauptmaterial', 'Tejido principal'),
      helperLabel: t(
        'Regardez l’étiquette de composition.',
        'Check the composition label.',
        'Siehe Etikett mit der Materialzusammensetzung.',
        'Consulta la etiqueta de composición.',
      ),
      metadata: {
        options: [
          opt('cotton', t('Coton', 'Cotton', 'Baumwolle', 'Algodón')),
          opt('linen', t('Lin', 'Linen', 'Leinen', 'Lino')),
          opt('wool', t('Laine', 'Wool', 'Wolle', 'Lana')),
          opt('cashmere', t('Cachemire', 'Cashmere', 'Kaschmir', 'Cachemira')),
          opt('silk', t('Soie', 'Silk', 'Seide', 'Seda')),
          opt('denim', t('Denim', 'Denim', 'Denim', 'Tela vaquera')),
          opt('polyester', t('Polyester', 'Polyester', 'Polyester', 'Poliéster')),
          opt('viscose', t('Viscose', 'Viscose', 'Viskose', 'Viscosa')),
          opt('leather', t('Cuir', 'Leather', 'Leder', 'Piel')),
          opt('other', t('Autre', 'Other', 'Sonstiges', 'Otro')),
        ],
      },
    },
    {
      identifier: 'purchase_date',
      type: 'date',
      label: t('Date d’achat', 'Purchase date', 'Kaufdatum', 'Fecha de compra'),
      helperLabel: t(
        'Une date approximative suffit.',
        'An approximate date is fine.',
        'Ein ungefähres Datum genügt.',
        'Basta con una fecha aproximada.',
      ),
    },
    {
      identifier: 'lined',
      type: 'radio',
      isRequired: true,
      label: t('Le vêtement est-il doublé ?', 'Is the garment lined?', 'Ist das Kleidungsstück gefüttert?', '¿La prenda tiene forro?'),
      helperLabel: t(
        'Une doublure est un tissu cousu à l’intérieur du vêtement.',
        'A lining is a fabric sewn inside the garment.',
        'Ein Futter ist ein Stoff, der innen in das Kleidungsstück eingenäht ist.',
        'El forro es una tela cosida en el interior de la prenda.',
      ),
      metadata: { options: yesNo },
    },
    {
      identifier: 'lining_material',
      type: 'select',
      label: t('Matière de la doublure', 'Lining material', 'Futterstoff', 'Material del forro'),
      helperLabel: t(
        'Nous utiliserons une doublure équivalente.',
        'We will use an equivalent lining.',
        'Wir verwenden ein gleichwertiges Futter.',
        'Usaremos un forro equivalente.',
      ),
      metadata: {
        options: [
          opt('viscose', t('Viscose', 'Viscose', 'Viskose', 'Viscosa')),
          opt('polyester', t('Polyester', 'Polyester', 'Polyester', 'Poliéster')),
          opt('silk', t('Soie', 'Silk', 'Seide', 'Seda')),
          opt('cotton', t('Coton', 'Cotton', 'Baumwolle', 'Algodón')),
          opt('unknown', t('Je ne sais pas', 'I don’t know', 'Weiß ich nicht', 'No lo sé')),
        ],
      },
      parent: { identifier: 'lined', values: ['yes'] },
    },
    photo(
      'care_label_photo',
      t('Photo de l’étiquette d’entretien', 'Photo of the care label', 'Foto des Pflegeetiketts', 'Foto de la etiqueta de cuidado'),
      t(
        'Elle aide l’atelier à choisir le bon fil et la bonne température.',
        'It helps the atelier choose the right thread and iron temperature.',
        'Es hilft der Werkstatt, das richtige Garn und die richtige Temperatur zu wählen.',
        'Ayuda al taller a elegir el hilo y la temperatura adecuados.',
      ),
    ),
    notes,
  ],
};

export const shoeItem: SeedAttributeGroup = {
  identifier: 'shoe-item',
  name: t('Détails des chaussures', 'Shoe details', 'Angaben zu den Schuhen', 'Detalles del calzado'),
  description: t(
    'Quelques informations pour que le cordonnier prépare la bonne semelle.',
    'A few details so the cobbler can prepare the right sole.',
    'Einige Angaben, damit der Schuhmacher die passende Sohle vorbereiten kann.',
    'Algunos datos para que el zapatero prepare la suela adecuada.',
  ),
  attributes: [
    brand,
    {
      identifier: 'size',
      type: 'number',
      isRequired: true,
      label: t('Pointure (EU)', 'Size (EU)', 'Schuhgröße (EU)', 'Talla (EU)'),
      helperLabel: t(
        'Pointure européenne, de 16 à 50, souvent inscrite à l’intérieur.',
        'European size, 16 to 50, usually printed inside the shoe.',
        'Europäische Größe von 16 bis 50, meist innen im Schuh angegeben.',
        'Talla europea, de 16 a 50, normalmente indicada en el interior.',
      ),
      metadata: { min: 16, max: 50 },
    },
    {
      identifier: 'upper_material',
      type: 'select',
      label: t('Matière de la tige', 'Upper material', 'Obermaterial', 'Material del empeine'),
      helperLabel: t(
        'La matière extérieure de la chaussure.',
        'The outer material of the shoe.',
        'Das äußere Material des Schuhs.',
        'El material exterior del zapato.',
      ),
      metadata: {
        options: [
          opt('smooth_leather', t('Cuir lisse', 'Smooth leather', 'Glattleder', 'Piel lisa')),
          opt('suede', t('Daim', 'Suede', 'Wildleder', 'Ante')),
          opt('nubuck', t('Nubuck', 'Nubuck', 'Nubukleder', 'Nobuk')),
          opt('patent_leather', t('Cuir verni', 'Patent leather', 'Lackleder', 'Charol')),
          opt('canvas', t('Toile', 'Canvas', 'Canvas', 'Lona')),
          opt('synthetic', t('Synthétique', 'Synthetic', 'Synthetik', 'Sintético')),
        ],
      },
    },
    {
      identifier: 'sole_type',
      type: 'radio',
      isRequired: true,
      label: t('Semelle actuelle', 'Current sole', 'Aktuelle Sohle', 'Suela actual'),
      helperLabel: t(
        'Retournez la chaussure pour vérifier.',
        'Turn the shoe over to check.',
        'Drehen Sie den Schuh um, um nachzusehen.',
        'Dale la vuelta al zapato para comprobarlo.',
      ),
      metadata: {
        options: [
          opt('rubber', t('Gomme', 'Rubber', 'Gummi', 'Goma')),
          opt('leather', t('Cuir', 'Leather', 'Leder', 'Cuero')),
          opt('crepe', t('Crêpe', 'Crepe', 'Kreppgummi', 'Crepé')),
          opt('unknown', t('Je ne sais pas', 'I don’t know', 'Weiß ich nicht', 'No lo sé')),
        ],
      },
    },
    photo(
      'sole_photo',
      t('Photo des semelles', 'Photo of the soles', 'Foto der Sohlen', 'Foto de las suelas'),
      t(
        'Une photo nette, prise d’en dessous.',
        'A sharp photo taken from underneath.',
        'Ein scharfes Foto von unten.',
        'Una foto nítida tomada desde abajo.',
      ),
    ),
    notes,
  ],
};

export const bagItem: SeedAttributeGroup = {
  identifier: 'bag-item',
  name: t('Détails de l’article', 'Item details', 'Angaben zum Artikel', 'Detalles del artículo'),
  description: t(
    'Décrivez votre sac ou petite maroquinerie.',
    'Describe your bag or small leather good.',
    'Beschreiben Sie Ihre Tasche oder Ihr Kleinlederwaren-Stück.',
    'Describa su bolso o artículo de pequeña marroquinería.',
  ),
  attributes: [
    brand,
    {
      identifier: 'material',
      type: 'select',
      isRequired: true,
      label: t('Matière', 'Material', 'Material', 'Material'),
      helperLabel: t(
        'La matière extérieure principale.',
        'The main outer material.',
        'Das hauptsächliche Außenmaterial.',
        'El material exterior principal.',
      ),
      metadata: {
        options: [
          opt('smooth_leather', t('Cuir lisse', 'Smooth leather', 'Glattleder', 'Piel lisa')),
          opt('grained_leather', t('Cuir grainé', 'Grained leather', 'Genarbtes Leder', 'Piel granulada')),
          opt('suede', t('Daim', 'Suede', 'Wildleder', 'Ante')),
          opt('canvas', t('Toile', 'Canvas', 'Canvas', 'Lona')),
          opt('nylon', t('Nylon', 'Nylon', 'Nylon', 'Nailon')),
          opt('synthetic', t('Synthétique', 'Synthetic', 'Synthetik', 'Sintético')),
        ],
      },
    },
    {
      identifier: 'dust_bag_included',
      type: 'checkbox',
      label: t('Je joins la housse de protection', 'I’m sending the dust bag', 'Ich lege den Staubbeutel bei', 'Envío la funda protectora'),
      helperLabel: t(
        'Nous vous la rendrons avec l’article.',
        'We will return it with the item.',
        'Wir senden ihn mit dem Artikel zurück.',
        'Se la devolveremos con el artículo.',
      ),
    },
    photo(
      'item_photo',
      t('Photo de l’article', 'Photo of the item', 'Foto des Artikels', 'Foto del artículo'),
      t(
        'Montrez la partie à réparer.',
        'Show the part that needs repairing.',
        'Zeigen Sie die zu reparierende Stelle.',
        'Muestra la parte que hay que reparar.',
      ),
    ),
    notes,
  ],
};

