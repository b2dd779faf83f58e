/** Textile repairs, named as ateliers name them. Barème keys mark Bonus Réparation eligibility. */
import { t } from './helpers';
import { repair } from './services-kit';

const ZIP = 'zip-service';
const LONG_ZIP = 'zip-service-long';
const DAMAGE = 'damage-service';

export const zipSmall = repair(
  t('Remplacement de fermeture éclair (jusqu’à 20 cm)', 'Replace zip (up to 20 cm)', 'Reißverschluss ersetzen (bis 20 cm)', 'Cambio de cremallera (hasta 20 cm)'),
  t(
    'Nous retirons la fermeture abîmée et posons une fermeture neuve assortie.',
    'We remove the broken zip and sew in a new, matching one.',
    'Wir entfernen den defekten Reißverschluss und nähen einen neuen, passenden ein.',
    'Quitamos la cremallera estropeada y cosemos una nueva a juego.',
  ),
  { fund: 'textile_zip_small', group: ZIP },
);

export const zipLarge = repair(
  t('Remplacement de fermeture éclair (plus de 20 cm)', 'Replace zip (over 20 cm)', 'Reißverschluss ersetzen (über 20 cm)', 'Cambio de cremallera (más de 20 cm)'),
  t(
    'Pour les manteaux, robes et blousons : fermeture neuve posée sur toute la longueur.',
    'For coats, dresses and jackets: a new full-length zip, sewn in and finished.',
    'Für Mäntel, Kleider und Jacken: ein neuer Reißverschluss über die ganze Länge, sauber eingenäht.',
    'Para abrigos, vestidos y chaquetas: cremallera nueva en toda su longitud, cosida y rematada.',
  ),
  { fund: 'textile_zip_large', group: LONG_ZIP },
);

export const zipFly = repair(
  t('Remplacement de la fermeture de braguette', 'Replace fly zip', 'Hosenschlitz-Reißverschluss ersetzen', 'Cambio de cremallera de bragueta'),
  t(
    'Fermeture de braguette neuve en métal ou nylon, surpiqûres refaites à l’identique.',
    'A new metal or nylon fly zip, with the topstitching redone to match.',
    'Neuer Schlitz-Reißverschluss aus Metall oder Nylon, Ziernähte originalgetreu erneuert.',
    'Cremallera de bragueta nueva de metal o nailon, con los pespuntes rehechos igual que el original.',
  ),
  { fund: 'textile_zip_small', group: ZIP },
);

export const zipSlider = repair(
  t('Remplacement du curseur de fermeture', 'Replace zip slider', 'Reißverschluss-Schieber ersetzen', 'Cambio del cursor de la cremallera'),
  t(
    'Quand la fermeture s’ouvre derrière le curseur, nous changeons seulement le curseur.',
    'When the zip splits open behind the slider, we replace just the slider.',
    'Wenn sich der Reißverschluss hinter dem Schieber öffnet, ersetzen wir nur den Schieber.',
    'Cuando la cremallera se abre detrás del cursor, cambiamos solo el cursor.',
  ),
);

export const tearSmall = repair(
  t(
    'Réparation d’un petit trou (moins de 1 cm)',
    'Repair small hole (under 1 cm)',
    'Kleines Loch reparieren (unter 1 cm)',
    'Reparación de agujero pequeño (menos de 1 cm)',
  ),
  t(
    'Un trou de mite ou un petit accroc refermé discrètement, avec un fil assorti.',
    'A moth hole or small snag closed discreetly with matching thread.',
    'Ein Mottenloch oder kleiner Riss, unauffällig mit passendem Garn geschlossen.',
    'Un agujero de polilla o un pequeño enganchón cerrado con discreción y con hilo a juego.',
  ),
  { fund: 'textile_hole', group: DAMAGE, multiple: true },
);

export const tear = repair(
  t('Réparation de trou ou d’accroc', 'Repair hole or tear', 'Loch oder Riss reparieren', 'Reparación de agujero o rotura'),
  t(
    'Reprise à la machine ou pièce discrète sur l’envers, selon le tissu.',
    'Machine-darned or backed with a discreet patch, depending on the fabric.',
    'Je nach Stoff maschinell gestopft oder mit einem unauffälligen Flicken hinterlegt.',
    'Zurcido a máquina o con una pieza discreta por el revés, según el tejido.',
  ),
  { fund: 'textile_hole', group: DAMAGE, multiple: true },
);

export const invisibleMending = repair(
  t('Stoppage (reprise invisible)', 'Invisible mending (reweaving)', 'Kunststopfen', 'Zurcido invisible'),
  t(
    'Les fils sont retissés un à un pour que le trou disparaisse presque entièrement.',
    'Threads are rewoven one by one so the hole all but disappears.',
    'Die Fäden werden einzeln neu verwebt, sodass das Loch fast unsichtbar wird.',
    'Los hilos se retejen uno a uno para que el agujero casi desaparezca.',
  ),
  { fund: 'textile_hole', group: DAMAGE },
);

export const darning = repair(
  t('Reprise de maille', 'Darning of knitwear', 'Stopfen von Strickwaren', 'Zurcido de prendas de punto'),
  t(
    'Trous de mite et mailles filées repris à l’aiguille avec un fil de laine assorti.',
    'Moth holes and dropped stitches darned by hand with matching yarn.',
    'Mottenlöcher und Laufmaschen werden von Hand mit passendem Garn gestopft.',
    'Agujeros de polilla y puntos corridos zurcidos a mano con hilo a juego.',
  ),
  { fund: 'textile_hole', group: DAMAGE, multiple: true },
);

export const kneePatch = repair(
  t('Renfort ou pièce au genou', 'Knee patch or reinforcement', 'Knieflicken oder Verstärkung', 'Rodillera o refuerzo'),
  t(
    'Le genou usé ou troué est renforcé par une pièce de denim sur l’envers.',
    'A worn or torn knee is reinforced with a denim patch on the inside.',
    'Ein abgenutztes oder gerissenes Knie wird innen mit einem Denim-Flicken verstärkt.',
    'La rodilla gastada o rota se refuerza con una pieza de tela vaquera por dentro.',
  ),
  { fund: 'textile_hole', group: DAMAGE, multiple: true },
);

export const crotchRepair = repair(
  t('Réparation de l’entrejambe', 'Crotch repair', 'Schrittreparatur', 'Reparación de entrepierna'),
  t(
    'La zone usée de l’entrejambe est renforcée et resurpiquée pour durer.',
    'The worn crotch area is reinforced and densely restitched to last.',
    'Der abgenutzte Schrittbereich wird verstärkt und dicht übernäht.',
    'La zona gastada de la entrepierna se refuerza y se pespuntea para que dure.',
  ),
  { fund: 'textile_hole', group: DAMAGE },
);

export const elbowPatches = repair(
  t('Pose de coudières (la paire)', 'Elbow patches (pair)', 'Ellbogen-Patches (Paar)', 'Coderas (par)'),
  t(
    'Deux coudières en daim ou en tissu cousues main sur des coudes usés.',
    'Two suede or fabric patches hand-sewn over worn elbows.',
    'Zwei Patches aus Wildleder oder Stoff, von Hand auf abgenutzte Ellbogen genäht.',
    'Dos coderas de ante o de tela cosidas a mano sobre los codos gastados.',
  ),
);

export const seam = repair(
  t('Reprise de couture décousue', 'Re-stitch unstitched seam', 'Aufgegangene Naht nähen', 'Recoser costura descosida'),
  t(
    'La couture ouverte est refermée au point d’origine, sur toute sa longueur.',
    'The open seam is closed with the original stitch along its full length.',
    'Die offene Naht wird auf ganzer Länge mit dem Originalstich geschlossen.',
    'La costura abierta se cierra con la puntada original en toda su longitud.',
  ),
  { fund: 'textile_seam', multiple: true },
);

export const seamLined = repair(
  t('Reprise de couture doublée', 'Re-stitch lined seam', 'Gefütterte Naht nähen', 'Recoser costura con forro'),
  t(
    'Nous ouvrons la doublure, refermons la couture puis refermons la doublure.',
    'We open the lining, close the seam, then close the lining again.',
    'Wir öffnen das Futter, schließen die Naht und nähen das Futter wieder zu.',
    'Abrimos el forro, cerramos la costura y volvemos a cerrar el forro.',
  ),
  { fund: 'textile_seam_lined', multiple: true },
);

export const liningSimple = repair(
  t('Remplacement de doublure (simple)', 'Replace lining (simple)', 'Futter ersetzen (einfach)', 'Cambio de forro (sencillo)'),
  t(
    'Doublure neuve coupée d’après l’ancienne, pour une pièce sans poches intérieures.',
    'A new lining cut from the old one, for pieces without inner pockets.',
    'Neues Futter nach dem Schnitt des alten, für Stücke ohne Innentaschen.',
    'Forro nuevo cortado según el anterior, para prendas sin bolsillos interiores.',
  ),
  { fund: 'textile_lining_simple' },
);

export const liningComplex = repair(
  t('Remplacement de doublure (complexe)', 'Replace lining (complex)', 'Futter ersetzen (aufwendig)', 'Cambio de forro (complejo)'),
  t(
    'Doublure intégrale d’un manteau ou d’une veste, poches intérieures comprises.',
    'A full lining for a coat or jacket, inner pockets included.',
    'Komplettes Futter für Mantel oder Jacke, einschließlich Innentaschen.',
    'Forro completo de abrigo o chaqueta, bolsillos interiores incluidos.',
  ),
  { fund: 'textile_lining_complex' },
);

export const liningPatchComplex = repair(
  t(
    'Réparation de doublure par pièce (complexe)',
    'Lining patch repair (complex)',
    'Futterreparatur mit Einsatz (aufwendig)',
    'Reparación de forro con pieza (compleja)',
  ),
  t(
    'Une pièce de doublure est remplacée sous le bras ou près d’une poche, sans tout redoubler.',
    'One panel of lining is replaced under the arm or by a pocket, without relining the whole piece.',
    'Ein Futterteil unter dem Arm oder an einer Tasche wird ersetzt, ohne das ganze Stück neu zu füttern.',
    'Se sustituye una pieza del forro bajo la axila o junto a un bolsillo, sin cambiar todo el forro.',
  ),
  { fund: 'textile_lining_complex' },
);

export const button = repair(
  t('Remplacement d’un bouton', 'Replace a button', 'Knopf ersetzen', 'Cambio de un botón'),
  t(
    'Un bouton assorti cousu solidement, avec une tige de fil si nécessaire.',
    'A matching button sewn on securely, with a thread shank where needed.',
    'Ein passender Knopf, fest angenäht, bei Bedarf mit Fadenstiel.',
    'Un botón a juego bien cosido, con tallo de hilo cuando hace falta.',
  ),
  { multiple: true },
);

export const buttonsSet = repair(
  t('Remplacement de tous les boutons', 'Replace all buttons', 'Alle Knöpfe ersetzen', 'Cambio de todos los botones'),
  t(
    'Un jeu complet de boutons neufs, choisis avec vous sur photo.',
    'A full set of new buttons, chosen with you from photos.',
    'Ein kompletter Satz neuer Knöpfe, gemeinsam mit Ihnen anhand von Fotos ausgewählt.',
    'Un juego completo de botones nuevos, elegidos con usted a partir de fotos.',
  ),
);

export const collarTurn = repair(
  t('Retournement de col', 'Turn shirt collar', 'Hemdkragen wenden', 'Dar la vuelta al cuello de la camisa'),
  t(
    'Le col élimé est décousu, retourné et recousu pour cacher l’usure.',
    'The frayed collar is unpicked, turned over and resewn to hide the wear.',
    'Der abgenutzte Kragen wird abgetrennt, gewendet und wieder angenäht.',
    'El cuello desgastado se descose, se le da la vuelta y se vuelve a coser.',
  ),
);
