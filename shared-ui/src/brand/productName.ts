/** The product's name, shown beside the mark wherever there is room for it. */
export const PRODUCT_NAME = 'Pitch In';
