/**
 * The size guide's address and its anchors, which other pages link to (the product page's frame
 * size, the fit search, the lens configurator's "how to measure" link).
 */
export const SIZE_GUIDE_PATH = "/size_guide";
/** The three numbers on a frame and what they are. */
export const SIZE_GUIDE_FRAME_SIZE = `${SIZE_GUIDE_PATH}#frame-size`;
/** How to measure one's pupillary distance. */
export const SIZE_GUIDE_PUPILLARY_DISTANCE = `${SIZE_GUIDE_PATH}#pupillary-distance`;
