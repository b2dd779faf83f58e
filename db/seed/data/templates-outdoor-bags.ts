/**
 * Outdoor gear and leather goods. Bags and technical sportswear are excluded products
 * for the Bonus Réparation, so none of these carries a barème key.
 */
import { t } from './helpers';
import { repair } from './services-kit';

export const waterproofPatch = repair(
  t('Pièce imperméable thermocollée', 'Waterproof patch repair', 'Wasserdichter Flicken', 'Parche impermeable termoadhesivo'),
  t(
    'Une pièce technique collée à chaud referme la déchirure sans nuire à l’étanchéité.',
    'A heat-bonded technical patch seals the tear without compromising waterproofing.',
    'Ein heiß aufgebrachter Spezialflicken verschließt den Riss, ohne die Wasserdichtigkeit zu beeinträchtigen.',
    'Un parche técnico termosellado cierra la rotura sin afectar a la impermeabilidad.',
  ),
  { group: 'damage-service', multiple: true },
);

export const downRepair = repair(
  t('Réparation de doudoune', 'Down jacket tear repair', 'Daunenjacke flicken', 'Reparación de plumífero'),
  t(
    'Le duvet est remis en place et l’accroc refermé par une pièce assortie.',
    'Escaping down is tucked back and the tear sealed with a matching patch.',
    'Austretende Daunen werden zurückgeschoben und der Riss mit einem passenden Flicken verschlossen.',
    'Se recoloca el plumón y se cierra la rotura con un parche a juego.',
  ),
  { group: 'damage-service', multiple: true },
);

export const velcro = repair(
  t('Remplacement de bande auto-agrippante', 'Replace hook-and-loop tape', 'Klettband ersetzen', 'Cambio de cinta de velcro'),
  t(
    'La bande usée est remplacée par une neuve, cousue sur les deux faces.',
    'Worn tape is replaced with new tape, sewn on both sides.',
    'Abgenutztes Klettband wird durch neues ersetzt und beidseitig angenäht.',
    'La cinta gastada se sustituye por una nueva, cosida por ambas caras.',
  ),
);

export const pressStud = repair(
  t('Remplacement d’un bouton-pression', 'Replace a press stud', 'Druckknopf ersetzen', 'Cambio de un automático'),
  t(
    'Un bouton-pression neuf posé à la presse, tissu renforcé si besoin.',
    'A new press stud set by machine, with the fabric reinforced if needed.',
    'Ein neuer Druckknopf wird maschinell gesetzt, der Stoff bei Bedarf verstärkt.',
    'Colocamos un automático nuevo a máquina, reforzando la tela si hace falta.',
  ),
  { multiple: true },
);

export const bagStrap = repair(
  t('Réparation d’anse ou de bandoulière', 'Bag strap repair', 'Henkel oder Schulterriemen reparieren', 'Reparación de asa o bandolera'),
  t(
    'L’anse est recousue ou refaite en cuir assorti, attaches renforcées.',
    'A handle restitched or remade in matching leather, with reinforced fixings.',
    'Ein Henkel wird neu vernäht oder aus passendem Leder gefertigt, die Befestigungen verstärkt.',
    'Recosemos o rehacemos el asa en piel a juego y reforzamos las fijaciones.',
  ),
);

export const bagLining = repair(
  t('Remplacement de la doublure du sac', 'Bag lining replacement', 'Taschenfutter ersetzen', 'Cambio del forro del bolso'),
  t(
    'La doublure déchirée ou tachée est remplacée, poches intérieures refaites.',
    'A torn or stained lining is replaced, with the inner pockets remade.',
    'Ein zerrissenes oder fleckiges Futter wird ersetzt, die Innentaschen neu gefertigt.',
    'Sustituimos el forro roto o manchado y rehacemos los bolsillos interiores.',
  ),
);

export const bagZip = repair(
  t('Remplacement de fermeture éclair de sac', 'Bag zip replacement', 'Taschen-Reißverschluss ersetzen', 'Cambio de cremallera del bolso'),
  t(
    'Une fermeture neuve posée avec des tirettes assorties aux finitions.',
    'A new zip fitted with pullers that match the hardware.',
    'Ein neuer Reißverschluss mit Zippern passend zu den Beschlägen.',
    'Cremallera nueva con tiradores a juego con los herrajes.',
  ),
  { group: 'zip-service-any' },
);

export const edgePaint = repair(
  t('Reprise des tranches', 'Edge repainting', 'Kantenfarbe erneuern', 'Repintado de cantos'),
  t(
    'Les tranches craquelées sont poncées et repeintes en plusieurs couches.',
    'Cracked edges are sanded and repainted in several coats.',
    'Rissige Kanten werden geschliffen und in mehreren Schichten neu gefärbt.',
    'Lijamos los cantos agrietados y los repintamos en varias capas.',
  ),
);

export const leatherRestitch = repair(
  t('Recouture de petite maroquinerie', 'Re-stitch small leather goods', 'Kleinlederwaren nachnähen', 'Recosido de pequeña marroquinería'),
  t(
    'Les coutures ouvertes sont refaites au point sellier, fil ciré assorti.',
    'Open seams redone in saddle stitch with matching waxed thread.',
    'Offene Nähte werden im Sattlerstich mit passendem gewachstem Garn neu genäht.',
    'Rehacemos las costuras abiertas a punto de talabartero con hilo encerado a juego.',
  ),
  { multiple: true },
);

export const clasp = repair(
  t('Remplacement de boucle ou de fermoir', 'Replace buckle or clasp', 'Schnalle oder Verschluss ersetzen', 'Cambio de hebilla o cierre'),
  t(
    'La boucle ou le fermoir cassé est remplacé par une pièce équivalente.',
    'A broken buckle or clasp is replaced with an equivalent part.',
    'Eine defekte Schnalle oder ein defekter Verschluss wird durch ein gleichwertiges Teil ersetzt.',
    'Cambiamos la hebilla o el cierre roto por una pieza equivalente.',
  ),
);

export const backpackStrap = repair(
  t('Réparation de bretelle de sac à dos', 'Backpack strap repair', 'Rucksackträger reparieren', 'Reparación de tirante de mochila'),
  t(
    'La bretelle décousue ou arrachée est refixée par une couture renforcée.',
    'A loose or torn-off strap is reattached with reinforced bar-tack stitching.',
    'Ein gelöster oder abgerissener Träger wird mit verstärkten Riegelnähten neu befestigt.',
    'Volvemos a fijar el tirante descosido o arrancado con costura reforzada.',
  ),
);
