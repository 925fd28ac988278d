import type { Locale } from '@/lib/markets';
import type { Footer, TopNav } from './documents';
import type { BannerWrite } from './service';

/** The demo content the seed loads once; operators change it afterwards (issue 9). */

const CATEGORY_PATHS = [
  '/parts',
  '/interior-accessories',
  '/exterior-accessories',
  '/truck-and-towing',
  '/tools-and-equipment',
  '/fluids-and-chemicals',
  '/performance',
] as const;

function link(title: string, href: string) {
  return { menu_link: { title, href } };
}

function categoryLinks(titles: readonly string[]) {
  return CATEGORY_PATHS.map((href, i) => link(titles[i] ?? href, href));
}

const topNav: Record<Locale, TopNav> = {
  'en-US': {
    menuList: [
      {
        id: 'departments',
        heading: 'Shop All',
        links: categoryLinks(['Parts', 'Interior Accessories', 'Exterior Accessories', 'Truck & Towing', 'Tools & Equipment', 'Fluids & Chemicals', 'Performance']),
      },
      {
        id: 'deals',
        heading: 'Shop Deals',
        links: [link('Top Deals', '/lp/deals'), link('Local Store Ad', '/deals/localstoreadd'), link('Rebates', '/deals/rebates')],
      },
      {
        id: 'shop-by',
        heading: 'Shop By',
        links: [link('Brand', '/brands'), link('Make', '/shopbymake'), link('Model', '/shopbymodel')],
      },
      {
        id: 'advice',
        heading: 'Trustworthy Advice',
        links: [
          link('How-To Guides', '/user/repairGuides'),
          link('Fix Finder', '/lp/fix-finder'),
          link('Find a Repair Shop', '/lp/find-a-repair-shop'),
          link('Repair Help', '/lp/repair-help'),
          link('In-Store Services', '/lp/store-services'),
        ],
      },
      { id: 'contact', heading: 'Contact Us', href: '/contactus', links: [] },
    ],
  },
  'es-MX': {
    menuList: [
      {
        id: 'departments',
        heading: 'Departamentos',
        links: categoryLinks(['Refacciones', 'Accesorios interiores', 'Accesorios exteriores', 'Camionetas y remolque', 'Herramientas y equipo', 'Fluidos y químicos', 'Alto desempeño']),
      },
      {
        id: 'deals',
        heading: 'Ofertas',
        links: [link('Mejores ofertas', '/lp/deals'), link('Folleto de tu tienda', '/lp/folleto'), link('Reembolsos', '/deals/rebates')],
      },
      {
        id: 'shop-by',
        heading: 'Comprar por',
        links: [link('Marca', '/brands'), link('Armadora', '/shopbymake'), link('Modelo', '/shopbymodel')],
      },
      {
        id: 'advice',
        heading: 'Asesoría confiable',
        links: [
          link('Guías prácticas', '/user/repairGuides'),
          link('Ayuda con reparaciones', '/lp/repair-help'),
          link('Servicios en tienda', '/lp/store-services'),
        ],
      },
      { id: 'contact', heading: 'Contáctanos', href: '/contactus', links: [] },
    ],
  },
  'pt-BR': {
    menuList: [
      {
        id: 'departments',
        heading: 'Departamentos',
        links: categoryLinks(['Peças', 'Acessórios internos', 'Acessórios externos', 'Picapes e reboque', 'Ferramentas e equipamentos', 'Fluidos e químicos', 'Performance']),
      },
      {
        id: 'deals',
        heading: 'Ofertas',
        links: [link('Melhores ofertas', '/lp/deals'), link('Folheto da loja', '/lp/folheto')],
      },
      { id: 'contact', heading: 'Fale conosco', href: '/contactus', links: [] },
    ],
  },
};

function social(prefix: string) {
  return [
    { name: 'facebook', label: 'Facebook', CTALink: `https://www.facebook.com/${prefix}`, Icon: 'facebook', altText: 'Facebook', smallIcon: true },
    { name: 'instagram', label: 'Instagram', CTALink: `https://www.instagram.com/${prefix}`, Icon: 'instagram', altText: 'Instagram', smallIcon: true },
    { name: 'youtube', label: 'YouTube', CTALink: `https://www.youtube.com/@${prefix}`, Icon: 'youtube', altText: 'YouTube', smallIcon: true },
    { name: 'x', label: 'X', CTALink: `https://x.com/${prefix}`, Icon: 'x', altText: 'X', smallIcon: true },
  ].map((item) => ({ ...item, displayPosition: 'Horizontal' as const }));
}

function appStores(appStoreAlt: string, googlePlayAlt: string) {
  return [
    { name: 'appStore', label: appStoreAlt, CTALink: 'https://apps.apple.com/app/redline-auto-parts', Icon: 'appStore', altText: appStoreAlt, smallIcon: false, displayPosition: 'Horizontal' as const },
    { name: 'googlePlay', label: googlePlayAlt, CTALink: 'https://play.google.com/store/apps/details?id=com.redline.storefront', Icon: 'googlePlay', altText: googlePlayAlt, smallIcon: false, displayPosition: 'Horizontal' as const },
  ];
}

type Links = [label: string, href: string][];

function column(name: string, title: string, links: Links) {
  return {
    name,
    title,
    displayPosition: 'Vertical' as const,
    items: links.map(([label, CTALink]) => ({ name: CTALink, label, CTALink, smallIcon: false, displayPosition: 'Vertical' as const })),
  };
}

function row(name: string, links: Links) {
  return {
    name,
    displayPosition: 'Horizontal' as const,
    items: links.map(([label, CTALink]) => ({ name: CTALink, label, CTALink, smallIcon: false, displayPosition: 'Horizontal' as const })),
  };
}

const footer: Record<Locale, Footer> = {
  'en-US': {
    footerTop: [
      row('actions', [
        ['Find a Store', '/store'],
        ['Track Your Order', '/trackOrder'],
        ['Join Rewards', '/createRewardsAccount'],
      ]),
      { name: 'social', title: 'Follow us', displayPosition: 'Horizontal', items: social('redlineautoparts') },
    ],
    footerMiddle: [
      column('shop', 'Shop', [
        ['Parts', '/parts'],
        ['Deals', '/lp/deals'],
        ['Brands', '/brands'],
        ['Gift Cards', '/giftCard'],
        ['Weekly Ad', '/circular'],
        ['Coupons', '/coupons'],
        ['Ways to Save', '/lp/savings'],
      ]),
      column('services', 'Services', [
        ['Store Pickup', '/lp/store-pick-up'],
        ['Loan-A-Tool', '/lp/loan-a-tool'],
        ['In-Store Services', '/lp/store-services'],
        ['Find a Repair Shop', '/lp/find-a-repair-shop'],
        ['VIN Decoder', '/vin-decoder'],
      ]),
      column('help', 'Customer Service', [
        ['Contact Us', '/contactus'],
        ['Order Status', '/trackOrder'],
        ['Returns Policy', '/lp/termsAndConditions#returnsPolicy'],
        ['FAQs', '/lp/faqs'],
        ['Rewards FAQs', '/lp/faqs#rewards'],
      ]),
      column('company', 'About Redline', [
        ['Our Stores', '/lp/in-our-stores'],
        ['Affiliate Program', '/lp/affiliate-program'],
        ['Mobile App', '/lp/redline-mobile-app'],
        ['Site Map', '/siteMap'],
      ]),
    ],
    footerBottom: [
      row('legal', [
        ['Terms & Conditions', '/lp/termsAndConditions'],
        ['Privacy Policy', '/lp/termsAndConditions#privacyPolicy'],
        ['Secure Shopping', '/lp/termsAndConditions#secureShopping'],
        ['Rewards Program Rules', '/lp/termsAndConditions#rewardsProgramRules'],
      ]),
      { name: 'apps', title: 'Get the app', displayPosition: 'Horizontal', items: appStores('Download on the App Store', 'Get it on Google Play') },
      {
        name: 'seal',
        displayPosition: 'Horizontal',
        items: [{ name: 'seal', label: 'Secure checkout: 256-bit TLS encryption', Icon: 'seal', altText: 'Secure checkout', smallIcon: false, displayPosition: 'Horizontal', CTALink: '/lp/termsAndConditions#secureShopping' }],
      },
      {
        name: 'copyright',
        displayPosition: 'Horizontal',
        items: [{ name: 'copyright', label: '', middleLabelContent: '© {year} Redline Auto Parts, Inc. All rights reserved.', smallIcon: false, displayPosition: 'Horizontal' }],
      },
    ],
  },
  'es-MX': {
    footerTop: [
      row('actions', [
        ['Encuentra una tienda', '/store'],
        ['Rastrea tu pedido', '/trackOrder'],
        ['Recoge en tienda', '/lp/recoge-en-tienda'],
      ]),
      { name: 'social', title: 'Síguenos', displayPosition: 'Horizontal', items: social('redlinemexico') },
    ],
    footerMiddle: [
      column('shop', 'Compra', [
        ['Refacciones', '/parts'],
        ['Ofertas', '/lp/deals'],
        ['Marcas', '/brands'],
        ['Tarjetas de regalo', '/giftCard'],
        ['Folleto', '/lp/folleto'],
        ['Formas de ahorrar', '/lp/savings'],
      ]),
      column('services', 'Servicios', [
        ['Recoge en tienda', '/lp/recoge-en-tienda'],
        ['Servicios en tienda', '/lp/store-services'],
        ['En nuestras tiendas', '/lp/in-our-stores'],
        ['Nuevas tiendas', '/lp/expansion-de-tiendas'],
        ['App Redline', '/lp/redline-mobile-app'],
      ]),
      column('help', 'Atención a clientes', [
        ['Contáctanos', '/contactus'],
        ['Estado de tu pedido', '/trackOrder'],
        ['Política de devoluciones', '/lp/termsAndConditions#returnsPolicy'],
        ['Preguntas frecuentes', '/lp/faqs'],
      ]),
    ],
    footerBottom: [
      row('legal', [
        ['Términos y condiciones', '/lp/termsAndConditions'],
        ['Aviso de privacidad', '/lp/termsAndConditions#privacyPolicy'],
        ['Compra segura', '/lp/termsAndConditions#secureShopping'],
      ]),
      { name: 'apps', title: 'Descarga la app', displayPosition: 'Horizontal', items: appStores('Descárgala en el App Store', 'Disponible en Google Play') },
      {
        name: 'seal',
        displayPosition: 'Horizontal',
        items: [{ name: 'seal', label: 'Pago seguro: cifrado TLS de 256 bits', Icon: 'seal', altText: 'Pago seguro', smallIcon: false, displayPosition: 'Horizontal', CTALink: '/lp/termsAndConditions#secureShopping' }],
      },
      {
        name: 'copyright',
        displayPosition: 'Horizontal',
        items: [{ name: 'copyright', label: '', middleLabelContent: '© {year} Redline Autopartes de México, S. de R.L. de C.V. Derechos reservados.', smallIcon: false, displayPosition: 'Horizontal' }],
      },
    ],
  },
  // Brazil keeps the legacy footer: one band of links and the company's legal details.
  'pt-BR': {
    footerTop: [],
    footerMiddle: [
      column('links', 'Institucional', [
        ['Nossa história', '/lp/nossahistoria'],
        ['Informações legais', '/lp/informacoeslegais'],
        ['Folheto', '/lp/folheto'],
        ['Cartões-presente', '/giftCard'],
        ['Serviços nas lojas', '/lp/store-services'],
        ['Perguntas frequentes', '/lp/faqs'],
        ['Fale conosco', '/contactus'],
        ['Termos e condições', '/lp/informacoeslegais'],
        ['Política de privacidade', '/lp/informacoeslegais#privacyPolicy'],
      ]),
    ],
    footerBottom: [
      {
        name: 'copyright',
        displayPosition: 'Horizontal',
        items: [
          {
            name: 'copyright',
            label: '',
            middleLabelContent: '© {year} Redline Autopeças do Brasil Ltda. · Av. Paulista, 1000, São Paulo - SP.',
            smallIcon: false,
            displayPosition: 'Horizontal',
          },
        ],
      },
    ],
  },
};

const banners: BannerWrite[] = [
  {
    seedKey: 'en-US:promo:free-shipping',
    locale: 'en-US',
    kind: 'header_promo',
    priority: 10,
    body: { text_content: 'Free shipping on orders of $35 or more', cta_link: '/lp/faqs#shipping', cta_name: 'Details' },
  },
  {
    seedKey: 'en-US:promo:rewards',
    locale: 'en-US',
    kind: 'header_promo',
    segments: ['guest'],
    body: { text_content: 'Join Redline Rewards: earn $20 for every 5 purchases of $20 or more', cta_link: '/createRewardsAccount', cta_name: 'Join free' },
  },
  {
    seedKey: 'es-MX:promo:pickup',
    locale: 'es-MX',
    kind: 'header_promo',
    priority: 10,
    body: { text_content: 'Compra en línea y recoge hoy mismo en tu tienda', cta_link: '/lp/recoge-en-tienda', cta_name: 'Conoce más' },
  },
  {
    seedKey: 'pt-BR:promo:folheto',
    locale: 'pt-BR',
    kind: 'header_promo',
    body: { text_content: 'Confira as ofertas do folheto desta semana', cta_link: '/lp/folheto', cta_name: 'Ver folheto' },
  },
  ...(
    [
      ['en-US', 'Track Order', '/trackOrder'],
      ['en-US', 'Store Locator', '/store'],
      ['en-US', 'Gift Cards', '/giftCard'],
      ['en-US', 'Rewards', '/rewards'],
      ['es-MX', 'Rastrea tu pedido', '/trackOrder'],
      ['es-MX', 'Tiendas', '/store'],
      ['es-MX', 'Recoge en tienda', '/lp/recoge-en-tienda'],
      ['pt-BR', 'Lojas', '/store'],
      ['pt-BR', 'Fale conosco', '/contactus'],
    ] as const
  ).map(([locale, link_name, link_cta], i): BannerWrite => ({
    seedKey: `${locale}:nav:${link_cta}`,
    locale,
    kind: 'header_navigation',
    priority: 100 - i,
    body: { link_name, link_cta },
  })),
];

/**
 * Seeded banners taken out: the holiday alerts, which promised hours the stores did not keep.
 * Holiday notices now come from the stores' holiday calendar (server/stores/holidays.ts).
 */
const retiredSeedKeys = ['en-US:alert:holiday-hours', 'es-MX:alert:buen-fin'];

export const contentSeed = { topNav, footer, banners, retiredSeedKeys };
