import type { Image } from '@/lib/schemas/photos';
import { readDraft, updateDraft } from './draft';
import { uploadPhoto } from './upload';

/**
 * A photo given as an attribute's answer during booking: uploaded to the cart, then kept with the
 * booking draft of (category, sub-category) so it survives a reload. Returns it and all the draft's photos.
 */
export async function uploadDraftPhoto(file: File, cartId: string, categoryId: string, subCategoryId: string): Promise<{ image: Image; images: Record<string, Image> }> {
  const image = await uploadPhoto(file, cartId, () => {});
  const images = { ...readDraft(categoryId, subCategoryId).attrImages, [image.key]: image };
  updateDraft(categoryId, subCategoryId, { attrImages: images });
  return { image, images };
}
