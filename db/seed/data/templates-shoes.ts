/** Cobbler repairs. Patins, bonbouts and resoling earn one bonus per pair. */
import { t } from './helpers';
import { repair } from './services-kit';

export const heelTips = repair(
  t('Remplacement des bonbouts / talonnettes (la paire)', 'Heel tip replacement (pair)', 'Absatzflecken erneuern (Paar)', 'Cambio de tapas de tacón (par)'),
  t(
    'Les bonbouts usés sont remplacés avant que le talon lui-même ne s’abîme.',
    'Worn heel tips are replaced before the heel itself gets damaged.',
    'Abgelaufene Absatzflecken werden ersetzt, bevor der Absatz selbst Schaden nimmt.',
    'Cambiamos las tapas gastadas antes de que se dañe el propio tacón.',
  ),
  { fund: 'shoes_heel_tip', multiple: true },
);

export const heelsRebuild = repair(
  t('Remplacement des talons (la paire)', 'Replace heels (pair)', 'Absätze erneuern (Paar)', 'Cambio de tacones (par)'),
  t(
    'Les talons en cuir et gomme sont refaits à la hauteur d’origine.',
    'Leather-and-rubber heels rebuilt at the original height.',
    'Absätze aus Leder und Gummi werden in Originalhöhe erneuert.',
    'Rehacemos los tacones de cuero y goma a la altura original.',
  ),
  { fund: 'shoes_heel_tip' },
);

export const soleProtectors = repair(
  t('Pose de patins (la paire)', 'Sole protectors (pair)', 'Sohlenschutz anbringen (Paar)', 'Protectores de suela (par)'),
  t(
    'Une fine semelle de gomme collée sur le cuir le protège de l’usure et de l’eau.',
    'A thin rubber layer glued over the leather sole protects it from wear and water.',
    'Eine dünne Gummischicht auf der Ledersohle schützt vor Abrieb und Nässe.',
    'Una fina capa de goma pegada sobre la suela de cuero la protege del desgaste y del agua.',
  ),
  { fund: 'shoes_sole_protector' },
);

export const stitchGlue = repair(
  t(
    'Recollage ou recouture (par chaussure)',
    'Re-stitch / re-glue shoe (per shoe)',
    'Schuh nähen oder kleben (pro Schuh)',
    'Recoser o volver a pegar (por zapato)',
  ),
  t(
    'Une semelle décollée ou une couture ouverte est refixée proprement.',
    'A loose sole or an open seam is fixed back neatly.',
    'Eine gelöste Sohle oder offene Naht wird sauber wieder befestigt.',
    'Fijamos de nuevo una suela despegada o una costura abierta.',
  ),
  { fund: 'shoes_stitch_glue', multiple: true },
);

export const resoleRubber = repair(
  t('Ressemelage gomme (la paire)', 'Rubber resoling (pair)', 'Neubesohlung mit Gummi (Paar)', 'Cambio de suela de goma (par)'),
  t(
    'Une semelle complète en gomme, posée et finie à la main.',
    'A full rubber sole, fitted and edge-finished by hand.',
    'Eine komplette Gummisohle, von Hand angebracht und an den Kanten bearbeitet.',
    'Suela completa de goma, colocada y rematada a mano.',
  ),
  { fund: 'shoes_resole_rubber' },
);

export const resoleLeather = repair(
  t('Ressemelage cuir (la paire)', 'Leather resoling (pair)', 'Neubesohlung mit Leder (Paar)', 'Cambio de suela de cuero (par)'),
  t(
    'Une semelle en cuir tanné végétal, cousue ou collée selon le montage d’origine.',
    'A vegetable-tanned leather sole, stitched or cemented to match the original construction.',
    'Eine pflanzlich gegerbte Ledersohle, genäht oder geklebt wie im Original.',
    'Suela de cuero de curtido vegetal, cosida o pegada según el montaje original.',
  ),
  { fund: 'shoes_resole_leather' },
);

/** Material chosen in the resole-service group; no single barème key, so never a bonus. */
export const resoleChoice = repair(
  t('Ressemelage complet (la paire)', 'Full resoling (pair)', 'Komplette Neubesohlung (Paar)', 'Cambio de suela completo (par)'),
  t(
    'Une semelle neuve en gomme ou en cuir, au choix, posée sur la paire.',
    'A new rubber or leather sole of your choice, fitted to the pair.',
    'Eine neue Sohle aus Gummi oder Leder nach Wahl, für das ganze Paar.',
    'Suela nueva de goma o de cuero, a elegir, para el par.',
  ),
  { group: 'resole-service' },
);

export const shoeZipSmall = repair(
  t(
    'Remplacement de fermeture éclair de bottine (jusqu’à 20 cm)',
    'Shoe zip replacement (up to 20 cm)',
    'Schuh-Reißverschluss ersetzen (bis 20 cm)',
    'Cambio de cremallera de calzado (hasta 20 cm)',
  ),
  t(
    'Une fermeture neuve de bottine, cousue dans le cuir.',
    'A new ankle-boot zip stitched into the leather.',
    'Ein neuer Stiefeletten-Reißverschluss, ins Leder eingenäht.',
    'Cremallera nueva de botín cosida en la piel.',
  ),
  { fund: 'shoes_zip_small', group: 'zip-service' },
);

export const shoeZipLarge = repair(
  t(
    'Remplacement de fermeture éclair de botte (plus de 20 cm)',
    'Boot zip replacement (over 20 cm)',
    'Stiefel-Reißverschluss ersetzen (über 20 cm)',
    'Cambio de cremallera de bota (más de 20 cm)',
  ),
  t(
    'La fermeture longue de la botte est changée sur toute la hauteur de la tige.',
    'A long boot zip replaced along the full height of the shaft.',
    'Ein langer Stiefel-Reißverschluss wird über die ganze Schafthöhe ersetzt.',
    'Sustituimos la cremallera larga de la bota en toda la altura de la caña.',
  ),
  { fund: 'shoes_zip_large', group: 'zip-service-long' },
);

export const heelLining = repair(
  t('Réparation de la doublure du talon', 'Heel lining repair', 'Fersenfutter reparieren', 'Reparación del forro del talón'),
  t(
    'La doublure percée au talon est renforcée d’une pièce de cuir souple.',
    'Worn-through heel lining reinforced with a soft leather patch.',
    'Durchgescheuertes Fersenfutter wird mit weichem Leder verstärkt.',
    'El forro gastado del talón se refuerza con una pieza de piel suave.',
  ),
);

export const recoverHeel = repair(
  t('Regarnissage de talon aiguille', 'Re-cover stiletto heel', 'Pfennigabsatz neu beziehen', 'Forrado de tacón de aguja'),
  t(
    'Le talon écorché est regarni de cuir ou de cuir verni assorti.',
    'A scuffed heel re-covered in matching leather or patent leather.',
    'Ein abgestoßener Absatz wird mit passendem Leder oder Lackleder neu bezogen.',
    'Forramos el tacón rozado con piel o charol a juego.',
  ),
);

export const recolour = repair(
  t('Rénovation et teinture du cuir', 'Leather recolouring', 'Leder auffrischen und nachfärben', 'Renovación y tinte del cuero'),
  t(
    'Nettoyage, teinture et cirage pour redonner sa couleur au cuir.',
    'Cleaning, dyeing and polishing to bring back the colour of the leather.',
    'Reinigen, Färben und Polieren geben dem Leder seine Farbe zurück.',
    'Limpieza, tinte y lustrado para devolver el color al cuero.',
  ),
);
