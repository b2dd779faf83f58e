import type { TranslatedString } from '@/lib/schemas/common';
import type { SeedCategory, SeedSubCategory } from '../types';
import { t } from './helpers';

const GARMENT = 'garment-item';
const SHOE = 'shoe-item';
const BAG = 'bag-item';

function sub(identifier: string, name: TranslatedString, attributeGroup: string): SeedSubCategory {
  return { identifier, name, image: `/images/sub-categories/${identifier}.svg`, attributeGroup };
}

function category(identifier: string, name: TranslatedString, tags: string[], subCategories: SeedSubCategory[]): SeedCategory {
  return { identifier, name, image: `/images/categories/${identifier}.svg`, tags, subCategories };
}

export const categories: SeedCategory[] = [
  category(
    'tops-shirts',
    t('Hauts & chemises', 'Tops & shirts', 'Oberteile & Hemden', 'Tops y camisas'),
    ['womenswear', 'menswear', 'kidswear'],
    [
      sub('shirt', t('Chemise', 'Shirt', 'Hemd', 'Camisa'), GARMENT),
      sub('t-shirt', t('T-shirt', 'T-shirt', 'T-Shirt', 'Camiseta'), GARMENT),
      sub('blouse', t('Blouse', 'Blouse', 'Bluse', 'Blusa'), GARMENT),
      sub('polo-shirt', t('Polo', 'Polo shirt', 'Poloshirt', 'Polo'), GARMENT),
    ],
  ),
  category(
    'trousers-jeans',
    t('Pantalons & jeans', 'Trousers & jeans', 'Hosen & Jeans', 'Pantalones y vaqueros'),
    ['womenswear', 'menswear', 'kidswear'],
    [
      sub('jeans', t('Jean', 'Jeans', 'Jeans', 'Vaqueros'), GARMENT),
      sub('chinos', t('Chino', 'Chinos', 'Chinohose', 'Chinos'), GARMENT),
      sub('trousers', t('Pantalon de ville', 'Tailored trousers', 'Stoffhose', 'Pantalón de vestir'), GARMENT),
      sub('shorts', t('Short', 'Shorts', 'Shorts', 'Pantalón corto'), GARMENT),
    ],
  ),
  category(
    'dresses-skirts',
    t('Robes & jupes', 'Dresses & skirts', 'Kleider & Röcke', 'Vestidos y faldas'),
    ['womenswear', 'kidswear'],
    [
      sub('dress', t('Robe', 'Dress', 'Kleid', 'Vestido'), GARMENT),
      sub('evening-dress', t('Robe de soirée', 'Evening dress', 'Abendkleid', 'Vestido de fiesta'), GARMENT),
      sub('skirt', t('Jupe', 'Skirt', 'Rock', 'Falda'), GARMENT),
    ],
  ),
  category(
    'coats-jackets',
    t('Manteaux & vestes', 'Coats & jackets', 'Mäntel & Jacken', 'Abrigos y chaquetas'),
    ['womenswear', 'menswear', 'kidswear'],
    [
      sub('coat', t('Manteau', 'Coat', 'Mantel', 'Abrigo'), GARMENT),
      sub('trench-coat', t('Trench', 'Trench coat', 'Trenchcoat', 'Gabardina'), GARMENT),
      sub('parka', t('Parka', 'Parka', 'Parka', 'Parka'), GARMENT),
      sub('denim-jacket', t('Veste en jean', 'Denim jacket', 'Jeansjacke', 'Chaqueta vaquera'), GARMENT),
      sub('leather-jacket', t('Blouson en cuir', 'Leather jacket', 'Lederjacke', 'Cazadora de piel'), GARMENT),
    ],
  ),
  category(
    'knitwear',
    t('Maille', 'Knitwear', 'Strickwaren', 'Punto'),
    ['womenswear', 'menswear', 'kidswear'],
    [
      sub('jumper', t('Pull', 'Jumper', 'Pullover', 'Jersey'), GARMENT),
      sub('cardigan', t('Cardigan', 'Cardigan', 'Strickjacke', 'Chaqueta de punto'), GARMENT),
    ],
  ),
  category(
    'suits-tailoring',
    t('Costumes & tailleurs', 'Suits & tailoring', 'Anzüge & Kostüme', 'Trajes y sastrería'),
    ['womenswear', 'menswear'],
    [
      sub('blazer', t('Blazer', 'Blazer', 'Blazer', 'Americana'), GARMENT),
      sub('suit', t('Costume', 'Suit', 'Anzug', 'Traje'), GARMENT),
      sub('waistcoat', t('Gilet de costume', 'Waistcoat', 'Anzugweste', 'Chaleco de traje'), GARMENT),
    ],
  ),
  category(
    'shoes',
    t('Chaussures', 'Shoes', 'Schuhe', 'Calzado'),
    ['shoes', 'womenswear', 'menswear', 'kidswear'],
    [
      sub('sneakers', t('Baskets', 'Sneakers', 'Sneaker', 'Zapatillas'), SHOE),
      sub('boots', t('Bottes & bottines', 'Boots', 'Stiefel & Stiefeletten', 'Botas y botines'), SHOE),
      sub('leather-shoes', t('Chaussures de ville', 'Leather dress shoes', 'Lederschuhe', 'Zapatos de vestir'), SHOE),
      sub('heels', t('Escarpins & talons', 'Heels', 'Pumps & High Heels', 'Zapatos de tacón'), SHOE),
    ],
  ),
  category(
    'bags-leather-goods',
    t('Sacs & petite maroquinerie', 'Bags & small leather goods', 'Taschen & Kleinlederwaren', 'Bolsos y pequeña marroquinería'),
    ['accessories', 'womenswear', 'menswear'],
    [
      sub('handbag', t('Sac à main', 'Handbag', 'Handtasche', 'Bolso de mano'), BAG),
      sub('backpack', t('Sac à dos', 'Backpack', 'Rucksack', 'Mochila'), BAG),
      sub('wallet', t('Portefeuille', 'Wallet', 'Geldbörse', 'Cartera'), BAG),
      sub('belt', t('Ceinture', 'Belt', 'Gürtel', 'Cinturón'), BAG),
    ],
  ),
  category(
    'outdoor-sportswear',
    t('Outdoor & sport', 'Outdoor & sportswear', 'Outdoor- & Sportbekleidung', 'Montaña y ropa deportiva'),
    ['womenswear', 'menswear', 'kidswear', 'sportswear'],
    [
      sub('ski-jacket', t('Veste de ski', 'Ski jacket', 'Skijacke', 'Chaqueta de esquí'), GARMENT),
      sub('down-jacket', t('Doudoune', 'Down jacket', 'Daunenjacke', 'Plumífero'), GARMENT),
      sub('hiking-trousers', t('Pantalon de randonnée', 'Hiking trousers', 'Wanderhose', 'Pantalón de montaña'), GARMENT),
    ],
  ),
];
