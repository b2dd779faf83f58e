/** Alterations: hems, taking in, shortening, resizing. Never eligible for the Bonus Réparation. */
import { t } from './helpers';
import { alteration } from './services-kit';

const HEM = 'hem-service';
/** The repair names the hem: only its length is asked. */
const HEM_LENGTH = 'hem-length-service';

export const hemTrousers = alteration(
  t('Ourlet de pantalon', 'Shorten hem (trousers)', 'Hosensaum kürzen', 'Bajo de pantalón'),
  t(
    'Le pantalon est raccourci à la longueur indiquée, ourlet piqué à la machine.',
    'Trousers shortened to your measurement with a machine-stitched hem.',
    'Die Hose wird auf Ihr Maß gekürzt und maschinell gesäumt.',
    'Acortamos el pantalón a su medida con un bajo cosido a máquina.',
  ),
  { group: HEM },
);

export const hemJeansOriginal = alteration(
  t(
    'Ourlet de jean avec ourlet d’origine',
    'Shorten jeans (keep original hem)',
    'Jeans kürzen mit Originalsaum',
    'Bajo de vaquero conservando el bajo original',
  ),
  t(
    'L’ourlet d’usine est conservé et remonté, effet délavé compris.',
    'The factory hem is kept and moved up, worn-in look included.',
    'Der Originalsaum bleibt erhalten und wird samt Used-Look nach oben versetzt.',
    'Se conserva el bajo de fábrica y se sube, con su efecto desgastado.',
  ),
  { group: HEM_LENGTH },
);

export const hemInvisible = alteration(
  t('Ourlet invisible', 'Invisible hem', 'Blindsaum', 'Bajo invisible'),
  t(
    'Ourlet cousu au point invisible, sans piqûre apparente sur l’endroit.',
    'A blind-stitched hem with no visible stitching on the right side.',
    'Ein Blindstich-Saum ohne sichtbare Naht auf der Außenseite.',
    'Bajo cosido a punto invisible, sin pespunte a la vista por el derecho.',
  ),
  { group: HEM_LENGTH },
);

export const hemDress = alteration(
  t('Raccourcir une robe', 'Shorten hem (dress)', 'Kleid kürzen', 'Acortar un vestido'),
  t(
    'La robe est raccourcie à la longueur voulue, dans le respect de la finition d’origine.',
    'The dress is shortened to your length, keeping the original finish.',
    'Das Kleid wird auf die gewünschte Länge gekürzt, die Originalverarbeitung bleibt erhalten.',
    'Acortamos el vestido al largo que desee, respetando el acabado original.',
  ),
  { group: HEM },
);

export const hemSkirt = alteration(
  t('Raccourcir une jupe', 'Shorten hem (skirt)', 'Rock kürzen', 'Acortar una falda'),
  t(
    'La jupe est raccourcie à la longueur voulue, doublure comprise.',
    'The skirt is shortened to your length, lining included.',
    'Der Rock wird auf die gewünschte Länge gekürzt, Futter inklusive.',
    'Acortamos la falda al largo que desee, forro incluido.',
  ),
  { group: HEM },
);

export const hemCoat = alteration(
  t('Raccourcir un manteau', 'Shorten coat', 'Mantel kürzen', 'Acortar un abrigo'),
  t(
    'Le manteau et sa doublure sont raccourcis, fentes et parementures reprises.',
    'The coat and its lining are shortened, with vents and facings reworked.',
    'Mantel und Futter werden gekürzt, Schlitze und Besätze neu verarbeitet.',
    'Acortamos el abrigo y su forro, rehaciendo aberturas y vistas.',
  ),
  { group: HEM },
);

export const takeInWaist = alteration(
  t('Reprendre la taille', 'Take in waist', 'Bund enger machen', 'Estrechar la cintura'),
  t(
    'La ceinture est reprise au milieu dos pour un meilleur ajustement.',
    'The waistband is taken in at the centre back for a better fit.',
    'Der Bund wird in der hinteren Mitte enger gemacht, damit er besser sitzt.',
    'Estrechamos la cinturilla por el centro de la espalda para un mejor ajuste.',
  ),
);

export const taperLegs = alteration(
  t('Resserrer les jambes', 'Taper legs', 'Hosenbeine verschmälern', 'Estrechar las perneras'),
  t(
    'Les jambes sont resserrées du genou à la cheville.',
    'The legs are narrowed from knee to ankle.',
    'Die Hosenbeine werden vom Knie bis zum Knöchel verschmälert.',
    'Estrechamos las perneras de la rodilla al tobillo.',
  ),
);

export const shortenSleeves = alteration(
  t('Raccourcir les manches', 'Shorten sleeves', 'Ärmel kürzen', 'Acortar las mangas'),
  t(
    'Les manches sont raccourcies à la longueur voulue, poignets ou revers remontés.',
    'Sleeves shortened to your length, with cuffs or turn-ups moved up.',
    'Die Ärmel werden auf die gewünschte Länge gekürzt, Manschetten oder Aufschläge versetzt.',
    'Acortamos las mangas al largo que desee, subiendo puños o vueltas.',
  ),
);

export const shortenJacketSleeves = alteration(
  t('Raccourcir les manches de veste', 'Shorten jacket sleeves', 'Sakkoärmel kürzen', 'Acortar las mangas de una chaqueta'),
  t(
    'Les manches sont raccourcies par le bas, boutons et doublure remis en place.',
    'Sleeves shortened from the cuff, with buttons and lining refitted.',
    'Die Ärmel werden unten gekürzt, Knöpfe und Futter neu angebracht.',
    'Acortamos las mangas por el puño y recolocamos botones y forro.',
  ),
);

export const takeInSides = alteration(
  t('Cintrer (reprise des côtés)', 'Take in sides', 'Seitennähte enger machen', 'Entallar por los costados'),
  t(
    'Les coutures de côté sont reprises pour une coupe plus ajustée.',
    'The side seams are taken in for a slimmer fit.',
    'Die Seitennähte werden enger gesetzt, für eine schmalere Passform.',
    'Metemos las costuras laterales para un corte más entallado.',
  ),
);

export const takeInJacket = alteration(
  t('Cintrer une veste', 'Take in jacket', 'Sakko taillieren', 'Entallar una chaqueta'),
  t(
    'La veste est reprise au dos et aux côtés, doublure ajustée en conséquence.',
    'The jacket is taken in at the back and sides, with the lining adjusted to match.',
    'Das Sakko wird am Rücken und an den Seiten enger gemacht, das Futter entsprechend angepasst.',
    'Entallamos la chaqueta por la espalda y los costados y ajustamos el forro.',
  ),
);

export const shortenStraps = alteration(
  t('Raccourcir les bretelles', 'Shorten straps', 'Träger kürzen', 'Acortar los tirantes'),
  t(
    'Les bretelles sont raccourcies à l’intérieur pour remonter le décolleté.',
    'The straps are shortened inside to raise the neckline.',
    'Die Träger werden innen gekürzt, um den Ausschnitt anzuheben.',
    'Acortamos los tirantes por dentro para subir el escote.',
  ),
);

export const shoeStretching = alteration(
  t('Élargissement de chaussures', 'Shoe stretching', 'Schuhe weiten', 'Ensanchado de calzado'),
  t(
    'Les chaussures sont mises sur forme pour gagner en largeur là où elles serrent.',
    'The shoes are stretched on a last to gain width where they pinch.',
    'Die Schuhe werden auf einem Leisten geweitet, wo sie drücken.',
    'Ensanchamos el calzado en horma donde aprieta.',
  ),
);

export const beltShorten = alteration(
  t('Raccourcir une ceinture', 'Shorten belt', 'Gürtel kürzen', 'Acortar un cinturón'),
  t(
    'La ceinture est raccourcie côté boucle pour garder les trous d’origine.',
    'The belt is shortened at the buckle end so the original holes are kept.',
    'Der Gürtel wird an der Schnallenseite gekürzt, die Originallöcher bleiben erhalten.',
    'Acortamos el cinturón por el lado de la hebilla para conservar los agujeros originales.',
  ),
);

export const beltHole = alteration(
  t('Ajout d’un trou de ceinture', 'Add a belt hole', 'Gürtelloch hinzufügen', 'Añadir un agujero al cinturón'),
  t(
    'Un trou supplémentaire est percé à l’emporte-pièce, aligné sur les autres.',
    'An extra hole is punched in line with the others.',
    'Ein zusätzliches Loch wird sauber gestanzt, in einer Linie mit den anderen.',
    'Troquelamos un agujero adicional en línea con los demás.',
  ),
  { multiple: true },
);
