import type { Faker } from '@faker-js/faker';

/** One specification row of a product: its name, and a value drawn for each product. */
type SpecMaker = [key: string, value: (f: Faker) => string];

/**
 * What the demo data says about the businesses and products of one industry of the tree, in plain English, so the
 * directory reads like a real one instead of lorem ipsum. Placeholders: {items} the subcategory in lower case, {item} its
 * singular, {category}, {company}, {country}, {customers}.
 */
export interface IndustryTemplate {
  /** Second word of company names: "Ningbo Hengli {Hydraulics} Co., Ltd.". */
  nameWords: string[];
  customers: string[];
  /** Unit of the production capacity, e.g. "units" per month. */
  capacityUnit: string;
  facility: string;
  strengths: string[];
  certificates: string[];
  /** How product names are built: a model code, a descriptive adjective, a grade, or a service. */
  naming: 'model' | 'descriptive' | 'grade' | 'service';
  adjectives: string[];
  pitches: string[];
  specs: SpecMaker[];
  /** Production lead time range in days. */
  leadTime: [number, number];
}

const pick =
  (...values: string[]) =>
  (f: Faker) =>
    f.helpers.arrayElement(values);
const num =
  (min: number, max: number, unit: string, step = 1) =>
  (f: Faker) =>
    `${f.number.int({ min: min / step, max: max / step }) * step} ${unit}`.trim();
const warranty = (f: Faker) => `${f.helpers.arrayElement([12, 18, 24, 36])} months`;
const moq =
  (unit: string, ...amounts: number[]) =>
  (f: Faker) =>
    `${f.helpers.arrayElement(amounts)} ${unit}`;
const shelfLife = (f: Faker) => `${f.helpers.arrayElement([12, 18, 24, 36])} months`;

export const INDUSTRY_TEMPLATES: Record<string, IndustryTemplate> = {
  '0001': {
    nameWords: ['Automation', 'Robotics', 'Motion Control', 'Control Systems', 'Intelligent Equipment'],
    customers: [
      'automotive plants',
      'packaging lines',
      'electronics assembly',
      'machine builders',
      'logistics centres',
    ],
    capacityUnit: 'units',
    facility: 'SMT lines, a clean assembly hall and burn-in test rooms',
    strengths: [
      'Every unit is burned in for 48 hours and tested on a full load before it ships.',
      'Our application engineers help with commissioning, programming and retrofits on site or remotely.',
      'Open fieldbus support makes our products drop into Siemens, Rockwell, Mitsubishi and Beckhoff systems.',
    ],
    certificates: ['ISO 9001:2015', 'CE', 'UL 508', 'RoHS', 'ISO 14001:2015', 'SIL 2 (IEC 61508)'],
    naming: 'model',
    adjectives: ['Compact', 'High-Precision', 'Industrial', 'Smart', 'Heavy-Duty', 'Modular'],
    pitches: [
      'The {item} is built for 24/7 duty in {customers}, with fast set-up and diagnostics over the network.',
      'A robust {item} for demanding automation tasks, engineered for long service life and easy integration.',
      'Designed for OEMs and integrators, this {item} cuts wiring and commissioning time on new lines.',
    ],
    specs: [
      ['Rated voltage', pick('24 V DC', '110 V AC', '220 V AC', '380 V AC')],
      ['Protection class', pick('IP20', 'IP54', 'IP65', 'IP67')],
      ['Communication', pick('EtherCAT', 'PROFINET', 'Modbus TCP', 'EtherNet/IP', 'CANopen', 'RS-485')],
      ['Operating temperature', pick('-10 to 55 °C', '0 to 50 °C', '-20 to 60 °C')],
      ['Rated power', num(1, 150, 'kW', 1)],
      ['Repeatability', pick('±0.01 mm', '±0.02 mm', '±0.05 mm')],
      ['Response time', num(1, 10, 'ms')],
      ['Mounting', pick('DIN rail', 'Panel mount', 'Flange mount', 'Floor mount')],
      ['Warranty', warranty],
    ],
    leadTime: [7, 30],
  },
  '0002': {
    nameWords: ['Electronics', 'Microelectronics', 'Technology', 'Digital', 'Circuit Technology'],
    customers: [
      'consumer electronics brands',
      'EMS factories',
      'telecom operators',
      'IoT start-ups',
      'system integrators',
    ],
    capacityUnit: 'pieces',
    facility: 'eight SMT lines, AOI and X-ray inspection, and an ESD-protected assembly floor',
    strengths: [
      'All boards pass AOI and functional testing, and every lot is traceable to its components.',
      'We hold stock of popular parts, so samples usually leave within three working days.',
      'Our engineers review your design files for manufacturability before production starts.',
    ],
    certificates: ['ISO 9001:2015', 'IATF 16949', 'CE', 'FCC', 'RoHS', 'REACH', 'UL'],
    naming: 'model',
    adjectives: ['Compact', 'High-Performance', 'Low-Power', 'Industrial-Grade', 'Ultra-Thin', 'Rugged'],
    pitches: [
      'A reliable {item} for {customers}, produced on automated lines with full traceability.',
      'This {item} combines low power consumption with stable performance across a wide temperature range.',
      'Our {item} is available in standard versions from stock and in customised versions for volume orders.',
    ],
    specs: [
      ['Input voltage', pick('5 V DC', '12 V DC', '24 V DC', '100–240 V AC')],
      ['Operating temperature', pick('-40 to 85 °C', '-20 to 70 °C', '0 to 60 °C')],
      ['Interface', pick('USB-C', 'RS-485', 'Gigabit Ethernet', 'HDMI', 'SPI / I²C', 'Wi-Fi 6')],
      ['Power consumption', num(1, 60, 'W')],
      [
        'Dimensions',
        (f) => `${f.number.int({ min: 20, max: 300 })} × ${f.number.int({ min: 20, max: 200 })} mm`,
      ],
      ['Compliance', pick('CE, FCC, RoHS', 'CE, RoHS', 'UL, RoHS, REACH')],
      ['MOQ', moq('pieces', 100, 500, 1000, 5000)],
      ['Warranty', warranty],
    ],
    leadTime: [10, 35],
  },
  '0003': {
    nameWords: ['Energy', 'Power', 'New Energy', 'Solar Technology', 'Power Systems'],
    customers: ['EPC contractors', 'utilities', 'solar installers', 'data centres', 'mining sites'],
    capacityUnit: 'MW',
    facility: 'automated module and battery pack lines and a high-voltage test laboratory',
    strengths: [
      'Every product is type-tested to IEC standards and comes with test reports.',
      'Our project team supports system sizing, grid connection and after-sales service worldwide.',
      'Long warranties are backed by a service network in more than 30 countries.',
    ],
    certificates: ['ISO 9001:2015', 'IEC 61215', 'IEC 62619', 'CE', 'UL 1741', 'TÜV Rheinland'],
    naming: 'model',
    adjectives: ['High-Efficiency', 'Hybrid', 'Utility-Scale', 'Off-Grid', 'Smart', 'Heavy-Duty'],
    pitches: [
      'The {item} delivers dependable power for {customers}, with monitoring built in.',
      'An efficient {item} designed for long life in harsh climates and for easy installation.',
      'This {item} lowers the cost of energy for commercial and industrial projects.',
    ],
    specs: [
      ['Rated power', num(1, 500, 'kW')],
      ['Efficiency', (f) => `${f.number.float({ min: 20, max: 98.6, fractionDigits: 1 })} %`],
      ['Rated voltage', pick('48 V DC', '230 V AC', '400 V AC', '10 kV', '1500 V DC')],
      ['Protection class', pick('IP54', 'IP65', 'IP66')],
      ['Operating temperature', pick('-25 to 60 °C', '-40 to 85 °C', '-20 to 50 °C')],
      ['Design life', pick('15 years', '20 years', '25 years', '30 years')],
      ['Certification', pick('IEC, CE', 'UL, CE', 'TÜV, CE, IEC')],
      ['Warranty', (f) => `${f.helpers.arrayElement([5, 10, 12, 25])} years`],
    ],
    leadTime: [15, 45],
  },
  '0004': {
    nameWords: ['Fluid Control', 'Valve', 'Pump', 'Instruments', 'Industrial Supply', 'Precision Tools'],
    customers: [
      'oil and gas plants',
      'water utilities',
      'chemical plants',
      'maintenance teams',
      'construction sites',
    ],
    capacityUnit: 'pieces',
    facility: 'a foundry, CNC machining centres, and pressure and leak test benches',
    strengths: [
      'Every pressure-bearing part is hydrostatically tested and shipped with a material certificate.',
      'We machine to drawings and offer special materials such as duplex steel and Hastelloy.',
      'Large stocks of standard sizes let us ship most orders within a week.',
    ],
    certificates: ['ISO 9001:2015', 'API 6D', 'CE (PED)', 'ATEX', 'ISO 45001', 'EN 166'],
    naming: 'model',
    adjectives: [
      'Stainless Steel',
      'Heavy-Duty',
      'Industrial',
      'High-Pressure',
      'Corrosion-Resistant',
      'Professional',
    ],
    pitches: [
      'The {item} is made for {customers} that need reliable performance under pressure and heat.',
      'A rugged {item} machined from certified materials and tested before shipment.',
      'This {item} is easy to maintain, with spare parts kept in stock for ten years.',
    ],
    specs: [
      [
        'Material',
        pick(
          'Stainless steel 304',
          'Stainless steel 316L',
          'Carbon steel',
          'Cast iron',
          'Brass',
          'Duplex steel',
        ),
      ],
      ['Nominal pressure', pick('PN16', 'PN25', 'PN40', 'Class 150', 'Class 300')],
      ['Size', pick('DN15', 'DN25', 'DN50', 'DN80', 'DN100', 'DN150')],
      ['Medium temperature', pick('-20 to 120 °C', '-29 to 200 °C', '0 to 80 °C')],
      ['Connection', pick('Flanged', 'Threaded', 'Welded', 'Wafer', 'Tri-clamp')],
      ['Standard', pick('DIN', 'ANSI', 'JIS', 'GB', 'ISO')],
      ['Weight', num(1, 250, 'kg')],
      ['Warranty', warranty],
    ],
    leadTime: [7, 30],
  },
  '0005': {
    nameWords: ['Machinery', 'Heavy Industry', 'Machine Tool', 'Equipment', 'Engineering'],
    customers: [
      'metalworking shops',
      'construction companies',
      'food processors',
      'packaging plants',
      'mines and quarries',
    ],
    capacityUnit: 'machines',
    facility: 'a 20-tonne crane assembly hall, welding lines and a machine run-in area',
    strengths: [
      'Each machine runs for 72 hours in our test area before it is packed and shipped.',
      'Our technicians install the machine and train your operators on site.',
      'Spare parts are shipped within 48 hours from our central warehouse.',
    ],
    certificates: ['ISO 9001:2015', 'CE', 'EAC', 'ISO 14001:2015', 'SGS'],
    naming: 'model',
    adjectives: ['Automatic', 'Heavy-Duty', 'High-Speed', 'CNC', 'Energy-Saving', 'Compact'],
    pitches: [
      'The {item} is built for {customers} that want high output with little downtime.',
      'A proven {item} with a welded steel frame, brand-name components and simple controls.',
      'This {item} can be configured to your material, capacity and site requirements.',
    ],
    specs: [
      ['Motor power', num(2, 300, 'kW')],
      [
        'Capacity',
        (f) => `${f.number.int({ min: 1, max: 200 })} ${f.helpers.arrayElement(['t/h', 'pcs/min', 'm/min'])}`,
      ],
      ['Voltage', pick('220 V / 50 Hz', '380 V / 50 Hz', '415 V / 50 Hz', '480 V / 60 Hz')],
      ['Control system', pick('Siemens PLC', 'FANUC CNC', 'Delta PLC', 'Mitsubishi PLC', 'Manual')],
      ['Machine weight', num(300, 45000, 'kg', 50)],
      [
        'Dimensions',
        (f) =>
          `${f.number.int({ min: 1, max: 12 })} × ${f.number.int({ min: 1, max: 4 })} × ${f.number.int({ min: 1, max: 4 })} m`,
      ],
      ['Certification', pick('CE', 'CE, ISO', 'CE, EAC')],
      ['Warranty', warranty],
    ],
    leadTime: [20, 60],
  },
  '0006': {
    nameWords: ['Transmission', 'Drive Technology', 'Bearing', 'Gear', 'Motion Parts'],
    customers: [
      'gearbox makers',
      'conveyor builders',
      'agricultural machinery makers',
      'wind turbine makers',
      'maintenance distributors',
    ],
    capacityUnit: 'pieces',
    facility: 'forging, heat-treatment and gear grinding lines and a metrology room',
    strengths: [
      'All parts are heat-treated in house and checked on coordinate measuring machines.',
      'Interchangeable with the major European and Japanese brands, at shorter lead times.',
      'We keep more than 5,000 standard references in stock for fast replacement orders.',
    ],
    certificates: ['ISO 9001:2015', 'IATF 16949', 'CE', 'ISO 14001:2015'],
    naming: 'model',
    adjectives: ['Precision', 'Heavy-Duty', 'Low-Noise', 'Sealed', 'High-Torque', 'Maintenance-Free'],
    pitches: [
      'The {item} transmits power smoothly and quietly in {customers}.',
      'A durable {item} made from hardened alloy steel and ground to tight tolerances.',
      'This {item} is a drop-in replacement for the common international sizes.',
    ],
    specs: [
      [
        'Material',
        pick('GCr15 bearing steel', '20CrMnTi alloy steel', '42CrMo steel', 'Cast iron', 'Stainless steel'),
      ],
      ['Rated torque', num(10, 20000, 'N·m', 10)],
      ['Ratio', pick('3:1', '5:1', '10:1', '20:1', '50:1', '100:1')],
      ['Bore diameter', num(8, 200, 'mm')],
      ['Precision grade', pick('P0', 'P5', 'P6', 'DIN 6', 'AGMA 10')],
      ['Max speed', num(500, 12000, 'rpm', 100)],
      ['Lubrication', pick('Grease', 'Oil bath', 'Lifetime lubricated')],
      ['Warranty', warranty],
    ],
    leadTime: [10, 40],
  },
  '0007': {
    nameWords: ['Garment', 'Apparel', 'Textile', 'Clothing', 'Knitwear', 'Fashion'],
    customers: [
      'fashion brands',
      'retail chains',
      'corporate uniform buyers',
      'online stores',
      'sports clubs',
    ],
    capacityUnit: 'pieces',
    facility: 'cutting rooms, 12 sewing lines, an embroidery floor and an in-house print shop',
    strengths: [
      'We produce to your tech pack, with fit samples ready within ten days.',
      'Fabrics are tested for colour fastness and shrinkage before cutting.',
      'Private label, custom tags and retail-ready packing are part of our service.',
    ],
    certificates: ['BSCI', 'OEKO-TEX Standard 100', 'GOTS', 'WRAP', 'ISO 9001:2015', 'Sedex SMETA'],
    naming: 'descriptive',
    adjectives: ['Organic Cotton', 'Slim-Fit', 'Recycled Polyester', 'Classic', 'Lightweight', 'Premium'],
    pitches: [
      'Our {item} is cut and sewn for {customers}, in the colours and sizes your range needs.',
      'A comfortable {item} made from certified fabric, with reinforced seams and a modern fit.',
      'This {item} can carry your logo by embroidery, print or woven label.',
    ],
    specs: [
      [
        'Fabric',
        pick(
          '100% cotton',
          '95% cotton, 5% spandex',
          '100% polyester',
          '65% polyester, 35% cotton',
          'Nylon blend',
        ),
      ],
      ['Fabric weight', num(120, 420, 'gsm', 10)],
      ['Sizes', pick('XS–XXL', 'S–3XL', '2–14 years', 'EU 36–46')],
      ['Colours', pick('8 stock colours', 'Any Pantone colour', 'Black, navy, grey, white')],
      ['Logo', pick('Embroidery', 'Screen print', 'Heat transfer', 'Woven label')],
      ['MOQ', moq('pieces per style', 100, 300, 500, 1000)],
      ['Sample time', num(5, 15, 'days')],
    ],
    leadTime: [20, 45],
  },
  '0008': {
    nameWords: ['Baby Products', 'Kids', 'Maternal & Baby', 'Infant Care', 'Little Ones'],
    customers: ['baby stores', 'pharmacy chains', 'online retailers', 'supermarkets', 'maternity brands'],
    capacityUnit: 'pieces',
    facility: 'a class 100,000 clean room, moulding machines and a sewing workshop',
    strengths: [
      'Every material that touches a baby is tested to EN 71, ASTM F963 or CPSIA by an independent laboratory.',
      'We design in house and offer OEM and ODM with your brand and packaging.',
      'Food-contact products are made from BPA-free, food-grade materials.',
    ],
    certificates: ['EN 71', 'ASTM F963', 'CPSIA', 'OEKO-TEX Standard 100', 'ISO 9001:2015', 'BSCI'],
    naming: 'descriptive',
    adjectives: ['Organic', 'BPA-Free', 'Soft', 'Eco-Friendly', 'Foldable', 'Hypoallergenic'],
    pitches: [
      'A safe and gentle {item} for {customers}, designed with parents and paediatric experts.',
      'Our {item} is made from certified materials and tested for safety in every batch.',
      'This {item} comes in gift-ready packaging and can carry your brand.',
    ],
    specs: [
      [
        'Material',
        pick('Food-grade silicone', '100% organic cotton', 'BPA-free PP', 'Bamboo fibre', 'Beech wood'),
      ],
      ['Age', pick('0–6 months', '0–12 months', '6–36 months', '0–3 years', '3+ years')],
      ['Safety standard', pick('EN 71', 'ASTM F963', 'CPSIA', 'EN 1888')],
      ['Colours', pick('Pink, blue, grey', 'Pastel colours', 'Custom colours')],
      ['Packaging', pick('Colour box', 'Blister card', 'PE bag with header card')],
      ['MOQ', moq('pieces', 300, 500, 1000, 3000)],
    ],
    leadTime: [15, 40],
  },
  '0009': {
    nameWords: ['Cosmetics', 'Beauty', 'Personal Care', 'Biotech', 'Beauty Labs'],
    customers: [
      'beauty brands',
      'salons and spas',
      'drugstore chains',
      'online beauty stores',
      'hotel amenity buyers',
    ],
    capacityUnit: 'pieces',
    facility: 'GMP filling lines, a formulation laboratory and stability chambers',
    strengths: [
      'Our chemists develop formulas to your brief, from vegan to fragrance-free.',
      'Filling, labelling and boxing happen under one roof in a GMP-certified plant.',
      'We provide MSDS, COA and product information files for EU and US registration.',
    ],
    certificates: ['ISO 22716 (GMP)', 'ISO 9001:2015', 'FDA registered', 'Halal', 'Leaping Bunny', 'ECOCERT'],
    naming: 'descriptive',
    adjectives: ['Vegan', 'Organic', 'Hydrating', 'Long-Lasting', 'Natural', 'Professional'],
    pitches: [
      'A {item} developed for {customers}, with skin-friendly ingredients and a pleasant texture.',
      'Our {item} is formulated, filled and packed in our GMP plant, under your brand if you wish.',
      'This {item} is dermatologically tested and free of parabens and mineral oil.',
    ],
    specs: [
      ['Volume', pick('15 ml', '30 ml', '50 ml', '100 ml', '250 ml', '500 ml')],
      ['Skin type', pick('All skin types', 'Dry skin', 'Oily skin', 'Sensitive skin')],
      [
        'Key ingredients',
        pick('Hyaluronic acid', 'Niacinamide', 'Vitamin C', 'Argan oil', 'Aloe vera', 'Retinol'),
      ],
      ['Shelf life', shelfLife],
      ['Private label', pick('Available', 'Available, from 1,000 pieces')],
      ['MOQ', moq('pieces', 500, 1000, 3000, 5000)],
    ],
    leadTime: [15, 35],
  },
  '0010': {
    nameWords: ['Accessories', 'Jewelry', 'Leather Goods', 'Fashion Accessories', 'Eyewear'],
    customers: ['boutiques', 'department stores', 'fashion brands', 'gift shops', 'online marketplaces'],
    capacityUnit: 'pieces',
    facility: 'casting, polishing and plating workshops and a leather cutting room',
    strengths: [
      'Plating is nickel-free and lead-free and meets EU REACH limits.',
      'We make custom designs from your sketch, with 3D renders before sampling.',
      'Every piece is hand-finished and inspected before it is packed.',
    ],
    certificates: ['REACH', 'ISO 9001:2015', 'BSCI', 'Sedex SMETA', 'LWG'],
    naming: 'descriptive',
    adjectives: ['Handmade', 'Genuine Leather', 'Stainless Steel', 'Vintage', 'Minimalist', 'Gold-Plated'],
    pitches: [
      'A {item} made for {customers}, finished by hand with attention to detail.',
      'Our {item} combines durable materials with current designs, refreshed every season.',
      'This {item} can be customised with your logo, colours and packaging.',
    ],
    specs: [
      [
        'Material',
        pick(
          'Genuine leather',
          '316L stainless steel',
          '925 sterling silver',
          'Acetate',
          'Zinc alloy',
          'Canvas',
        ),
      ],
      ['Finish', pick('Polished', 'Brushed', 'Gold plated', 'Rose gold plated', 'Matte')],
      ['Colours', pick('Black, brown, tan', 'Gold, silver, rose gold', 'Custom colours')],
      ['Logo', pick('Laser engraving', 'Embossing', 'Metal plate', 'Printing')],
      ['Packaging', pick('Gift box', 'Dust bag', 'Polybag', 'Custom packaging')],
      ['MOQ', moq('pieces', 50, 100, 300, 500)],
    ],
    leadTime: [10, 30],
  },
  '0011': {
    nameWords: ['Foods', 'Agro', 'Agricultural Products', 'Food Industries', 'Farms'],
    customers: [
      'importers and wholesalers',
      'food manufacturers',
      'supermarket chains',
      'restaurants and caterers',
      'feed mills',
    ],
    capacityUnit: 'tons',
    facility: 'cold stores, sorting and grading lines and a HACCP-certified packing house',
    strengths: [
      'Every lot is tested for residues and moisture and shipped with a phytosanitary certificate.',
      'We work directly with farmer cooperatives, so supply is traceable to the field.',
      'Reefer containers leave our port every week, all year round.',
    ],
    certificates: ['HACCP', 'ISO 22000', 'BRCGS', 'GLOBALG.A.P.', 'Halal', 'Kosher', 'USDA Organic'],
    naming: 'grade',
    adjectives: ['Premium Grade', 'Organic', 'Export Quality', 'Grade A', 'Fresh', 'Natural'],
    pitches: [
      'We supply {items} to {customers}, graded, cleaned and packed to your specification.',
      'Our {items} come from our own contracted farms and meet EU and US import standards.',
      'These {items} are available in bulk and in retail packs, with private label on request.',
    ],
    specs: [
      ['Crop', pick('New crop', 'Current season', 'Last season, stored in cold rooms')],
      ['Grade', pick('Grade A', 'Extra class', 'Class I', 'Premium')],
      ['Moisture', (f) => `max ${f.number.int({ min: 8, max: 14 })} %`],
      [
        'Packaging',
        pick('25 kg bags', '50 kg bags', '10 kg cartons', 'Bulk in containers', '1 kg retail packs'),
      ],
      ['Shelf life', shelfLife],
      ['Storage', pick('Cool and dry place', 'Frozen at -18 °C', 'Chilled at 2–4 °C')],
      ['MOQ', moq('container (20 ft)', 1, 2)],
    ],
    leadTime: [7, 30],
  },
  '0012': {
    nameWords: ['Furniture', 'Home Furnishing', 'Woodworking', 'Interiors', 'Furniture Manufacturing'],
    customers: [
      'furniture retailers',
      'hotel projects',
      'office fit-out contractors',
      'schools',
      'interior designers',
    ],
    capacityUnit: 'containers',
    facility: 'panel processing, solid wood and upholstery workshops and a spray booth',
    strengths: [
      'We handle hotel and office projects from drawings to installation.',
      'Timber is kiln-dried and sourced from FSC-certified forests.',
      'Knock-down designs keep freight costs low without losing strength.',
    ],
    certificates: ['FSC', 'ISO 9001:2015', 'BIFMA', 'EN 1335', 'CARB P2', 'BSCI'],
    naming: 'descriptive',
    adjectives: ['Solid Oak', 'Modern', 'Ergonomic', 'Scandinavian', 'Upholstered', 'Stackable'],
    pitches: [
      'A {item} for {customers}, made to last with quality materials and careful finishing.',
      'Our {item} is available in several finishes and fabrics and can be made to your size.',
      'This {item} ships flat-packed or fully assembled, as your market prefers.',
    ],
    specs: [
      [
        'Material',
        pick('Solid oak', 'Rubberwood', 'E1 MDF with veneer', 'Powder-coated steel', 'Teak', 'Aluminium'),
      ],
      ['Finish', pick('Natural oil', 'Matte lacquer', 'Walnut stain', 'White lacquer', 'Powder coating')],
      [
        'Dimensions',
        (f) =>
          `${f.number.int({ min: 40, max: 240 })} × ${f.number.int({ min: 40, max: 120 })} × ${f.number.int({ min: 40, max: 210 })} cm`,
      ],
      ['Upholstery', pick('Fabric', 'PU leather', 'Genuine leather', 'None')],
      ['Assembly', pick('Knock-down', 'Fully assembled')],
      ['Load capacity', num(100, 300, 'kg', 10)],
      ['MOQ', moq('pieces', 20, 50, 100, 200)],
    ],
    leadTime: [25, 50],
  },
  '0013': {
    nameWords: ['Medical', 'Healthcare', 'Medical Devices', 'Life Sciences', 'Medical Technology'],
    customers: ['hospitals', 'clinics', 'medical distributors', 'laboratories', 'home care providers'],
    capacityUnit: 'units',
    facility: 'ISO 13485 clean rooms, sterilisation units and a calibration laboratory',
    strengths: [
      'Production follows ISO 13485 and every device is traceable by serial number.',
      'We support registration with CE technical files and FDA documentation.',
      'Training and service are provided by our biomedical engineers.',
    ],
    certificates: ['ISO 13485:2016', 'CE (MDR)', 'FDA 510(k)', 'ISO 9001:2015', 'GMP'],
    naming: 'model',
    adjectives: ['Portable', 'Digital', 'Disposable', 'Sterile', 'Professional', 'Multi-Function'],
    pitches: [
      'The {item} is trusted by {customers} for accurate, safe and hygienic use.',
      'A reliable {item} produced under ISO 13485 with full documentation for registration.',
      'This {item} is easy to use and clean, and comes with training material.',
    ],
    specs: [
      ['Classification', pick('Class I', 'Class IIa', 'Class IIb')],
      ['Power supply', pick('100–240 V AC', 'Rechargeable battery', '2 × AA batteries', 'None')],
      ['Material', pick('Medical-grade stainless steel', 'Medical PVC', 'Latex-free', 'ABS')],
      ['Sterilization', pick('EO sterilized', 'Gamma sterilized', 'Autoclavable', 'Non-sterile')],
      ['Shelf life', shelfLife],
      ['Certification', pick('CE, ISO 13485', 'FDA, CE', 'CE')],
      ['Warranty', warranty],
    ],
    leadTime: [10, 35],
  },
  '0014': {
    nameWords: ['Building Materials', 'Construction', 'Home', 'Sanitary Ware', 'Lighting'],
    customers: [
      'building contractors',
      'developers',
      'DIY chains',
      'architects',
      'importers of building materials',
    ],
    capacityUnit: 'm²',
    facility: 'kiln and pressing lines, extrusion lines and a finished-goods warehouse',
    strengths: [
      'We supply complete projects with technical data sheets and installation support.',
      'Our products meet EN, ASTM and AS/NZS standards for the main export markets.',
      'Mixed containers are welcome: combine several products in one shipment.',
    ],
    certificates: ['ISO 9001:2015', 'CE', 'SGS', 'Watermark', 'CB', 'UL'],
    naming: 'model',
    adjectives: ['Waterproof', 'Energy-Saving', 'Modern', 'Fire-Rated', 'Durable', 'Eco-Friendly'],
    pitches: [
      'The {item} is chosen by {customers} for quality that lasts and easy installation.',
      'A durable {item} with a modern look, tested to international building standards.',
      'This {item} comes in several sizes, colours and finishes for residential and commercial projects.',
    ],
    specs: [
      [
        'Material',
        pick('Porcelain', 'Aluminium alloy', 'UPVC', 'Tempered glass', 'Stainless steel', 'Galvanised steel'),
      ],
      ['Size', pick('600 × 600 mm', '600 × 1200 mm', '800 × 2100 mm', 'Custom sizes')],
      ['Finish', pick('Matte', 'Glossy', 'Powder coated', 'Brushed', 'Wood grain')],
      ['Standard', pick('EN', 'ASTM', 'AS/NZS', 'GB')],
      ['Fire rating', pick('Class A1', 'Class B1', '60 minutes', '90 minutes')],
      ['Warranty', (f) => `${f.helpers.arrayElement([2, 5, 10, 15])} years`],
      ['MOQ', moq('pieces', 100, 300, 500, 1000)],
    ],
    leadTime: [15, 40],
  },
  '0015': {
    nameWords: ['Logistics', 'Consulting', 'Trade Services', 'Solutions', 'Global Services'],
    customers: [
      'importers',
      'exporters',
      'manufacturers entering new markets',
      'e-commerce sellers',
      'procurement teams',
    ],
    capacityUnit: 'projects',
    facility: 'offices in three ports, a bonded warehouse and a testing laboratory',
    strengths: [
      'A named account manager answers within one working day, in your language.',
      'We have helped more than 800 companies buy and sell across borders.',
      'Clear fixed prices, with reports you can forward to your customers.',
    ],
    certificates: ['ISO 9001:2015', 'ISO/IEC 17020', 'FIATA', 'IATA', 'AEO', 'ISO/IEC 27001'],
    naming: 'service',
    adjectives: [
      'for Importers',
      'for Exporters',
      'for Manufacturers',
      'for E-commerce Sellers',
      'for Small Businesses',
    ],
    pitches: [
      'Our {items} service helps {customers} save time and avoid costly mistakes.',
      'We handle {items} from start to finish, with a single contact and clear reporting.',
      'Reliable {items} backed by local teams in the main manufacturing regions.',
    ],
    specs: [
      [
        'Coverage',
        pick('China and Southeast Asia', 'Europe', 'Worldwide', 'Asia to Europe and North America'),
      ],
      ['Turnaround', pick('24 hours', '2–3 working days', '1 week', 'On schedule agreed')],
      ['Languages', pick('English, Chinese', 'English, Spanish, Portuguese', 'English, German, French')],
      ['Reporting', pick('Online dashboard', 'PDF report with photos', 'Weekly status email')],
      ['Pricing', pick('Fixed fee', 'Per shipment', 'Monthly retainer', 'Per man-day')],
    ],
    leadTime: [1, 10],
  },
};

/** A tree name as it reads inside a sentence: "Servo Motors" → "servo motors", while "PLC" or "LiFePO4" stay. */
export const inSentence = (name: string) => name.replace(/\b[A-Z][a-z]+\b/g, (w) => w.toLowerCase());

/** Words the simple rules below would get wrong. */
const SINGULAR: Record<string, string> = {
  Beanies: 'Beanie',
  Hoodies: 'Hoodie',
  Ties: 'Tie',
  Neckties: 'Necktie',
  Lenses: 'Lens',
  Shelves: 'Shelf',
};
const ALWAYS_PLURAL = new Set([
  'Glasses',
  'Sunglasses',
  'Pants',
  'Trousers',
  'Jeans',
  'Shorts',
  'Scissors',
  'Pliers',
  'Forceps',
  'Goggles',
  'Overalls',
  'Panties',
  'Pajamas',
  'Scrubs',
]);

/** One of a tree's plural names, for a product's name: "Ball Valves" → "Ball Valve", "Headphones & Earphones" → "Headphone". */
export function singular(name: string): string {
  const words = (name.split(' & ')[0] ?? name).split(' ');
  const last = words.pop() ?? '';
  let one = last;
  if (SINGULAR[last]) one = SINGULAR[last];
  else if (ALWAYS_PLURAL.has(last)) one = last;
  else if (/(ch|sh|x|ss)es$/.test(last)) one = last.slice(0, -2);
  else if (/ies$/.test(last)) one = `${last.slice(0, -3)}y`;
  else if (/[^s]s$/.test(last)) one = last.slice(0, -1);
  return [...words, one].join(' ');
}

/** Fills `{name}` placeholders; a missing value is a bug in a template, so it throws. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`demo template needs {${key}}: ${template}`);
    return value;
  });
}
