import { BoxIcon, DiamondIcon, ShieldIcon, TruckIcon } from "~/components/icons";
import type { IconSize } from "~/components/icons.css";
import type { BenefitIcon } from "~/lib/store-config";

const icons = { shield: ShieldIcon, box: BoxIcon, diamond: DiamondIcon, truck: TruckIcon } as const;

export function BenefitIconFor({ icon, size }: { icon: BenefitIcon; size?: IconSize }) {
  const Icon = icons[icon];
  return <Icon size={size} />;
}
