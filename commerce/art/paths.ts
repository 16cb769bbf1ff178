/**
 * Root-relative URLs of the generated artwork. The seed stores these paths; the image route
 * (./index.ts) reads everything it draws back out of them, so no image needs the database.
 */
import type { FrameSpec } from "./frame";

export const IMAGE_ROOT = "/api/image";

export const imagePaths = {
  frame: ({ shape, build, color, lens, angle }: FrameSpec) => `${IMAGE_ROOT}/frame/${shape}/${build}/${color}/${lens}/${angle}.svg`,
  category: ({ shape, build, color, lens }: Omit<FrameSpec, "angle">) => `${IMAGE_ROOT}/category/${shape}/${build}/${color}/${lens}.svg`,
  shape: (shape: string) => `${IMAGE_ROOT}/shape/${shape}.svg`,
  brand: (slug: string) => `${IMAGE_ROOT}/brand/${slug}.svg`,
  banner: (name: string) => `${IMAGE_ROOT}/banner/${name}.svg`,
  blog: (n: number) => `${IMAGE_ROOT}/blog/${n}.svg`,
  location: (n: number) => `${IMAGE_ROOT}/location/${n}.svg`,
  flag: (country: string) => `${IMAGE_ROOT}/flag/${country}.svg`,
  placeholder: () => `${IMAGE_ROOT}/placeholder.svg`,
} as const;
