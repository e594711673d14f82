/** El pie de cada artículo de consejos B2B: los demás artículos y, después, una invitación a unirse al portal. */
import type { TipsFooter } from '../../b2b-tips.ts';

export const tipsFooter: TipsFooter = {
  heading: 'Más consejos B2B',
  callToAction: {
    heading: 'Ponga en práctica estos consejos',
    text: 'Regístrese gratis en {brand} {country}, publique su empresa y sus productos y deje que los compradores de todos los países le encuentren. Las membresías de pago añaden un escaparate más amplio, la verificación de la empresa, prioridad en las búsquedas e impulsos publicitarios.',
    register: 'Regístrese gratis',
    packages: 'Ver los paquetes de membresía',
  },
};
