import type { FuelType, Transmission } from '@portal/domain/lookups/vehicle';

/**
 * Hand-authored demo catalogue for the embedded DVLA provider: makes, their models, the years
 * each model was sold and its engine and body variants. Every variant exists in every year of
 * its model's range. Upper case, as the DVLA answers.
 */
export type Variant = readonly [fuel: FuelType, transmission: Transmission, cylinderCapacity: number, doors: number];

export interface CatalogueModel {
  model: string;
  from: number;
  to: number;
  variants: readonly Variant[];
}

const P = 'PETROL';
const D = 'DIESEL';
const E = 'ELECTRIC';
const H = 'HYBRID';
const M = 'MANUAL';
const A = 'AUTOMATIC';

export const VEHICLE_CATALOGUE: Readonly<Record<string, readonly CatalogueModel[]>> = {
  'ALFA ROMEO': [
    { model: 'GIULIETTA', from: 2010, to: 2020, variants: [[P, M, 1368, 5], [D, M, 1598, 5], [D, A, 1956, 5]] },
    { model: 'TONALE', from: 2022, to: 2025, variants: [[H, A, 1469, 5]] },
  ],
  AUDI: [
    { model: 'A1', from: 2010, to: 2025, variants: [[P, M, 999, 5], [P, A, 1498, 5], [D, M, 1598, 3]] },
    { model: 'A3', from: 2003, to: 2025, variants: [[P, M, 1395, 5], [P, A, 1498, 5], [D, M, 1968, 5], [H, A, 1395, 5]] },
    { model: 'A4', from: 2001, to: 2025, variants: [[P, A, 1984, 4], [D, M, 1968, 4], [D, A, 1968, 5]] },
    { model: 'Q3', from: 2011, to: 2025, variants: [[P, M, 1498, 5], [D, A, 1968, 5]] },
    { model: 'E-TRON', from: 2019, to: 2025, variants: [[E, A, 0, 5]] },
  ],
  BMW: [
    { model: '1 SERIES', from: 2004, to: 2025, variants: [[P, M, 1499, 5], [P, A, 1998, 5], [D, M, 1995, 3]] },
    { model: '3 SERIES', from: 1998, to: 2025, variants: [[P, A, 1998, 4], [D, M, 1995, 4], [D, A, 1995, 4], [H, A, 1998, 4]] },
    { model: 'X1', from: 2009, to: 2025, variants: [[D, A, 1995, 5], [P, M, 1499, 5]] },
    { model: 'I4', from: 2021, to: 2025, variants: [[E, A, 0, 5]] },
  ],
  CITROEN: [
    { model: 'C1', from: 2005, to: 2022, variants: [[P, M, 998, 3], [P, M, 998, 5]] },
    { model: 'C3', from: 2002, to: 2025, variants: [[P, M, 1199, 5], [D, M, 1560, 5]] },
    { model: 'C5 AIRCROSS', from: 2018, to: 2025, variants: [[P, A, 1199, 5], [D, M, 1499, 5], [H, A, 1598, 5]] },
  ],
  CUPRA: [
    { model: 'FORMENTOR', from: 2020, to: 2025, variants: [[P, A, 1498, 5], [H, A, 1395, 5]] },
    { model: 'BORN', from: 2021, to: 2025, variants: [[E, A, 0, 5]] },
  ],
  DACIA: [
    { model: 'SANDERO', from: 2013, to: 2025, variants: [[P, M, 999, 5], [P, M, 898, 5]] },
    { model: 'DUSTER', from: 2013, to: 2025, variants: [[P, M, 1332, 5], [D, M, 1461, 5]] },
  ],
  DS: [{ model: 'DS 3', from: 2010, to: 2025, variants: [[P, M, 1199, 3], [P, A, 1199, 5]] }],
  FIAT: [
    { model: '500', from: 2008, to: 2025, variants: [[P, M, 1242, 3], [H, M, 999, 3], [E, A, 0, 3]] },
    { model: 'PANDA', from: 2004, to: 2025, variants: [[P, M, 1242, 5], [H, M, 999, 5]] },
    { model: 'TIPO', from: 2016, to: 2024, variants: [[P, M, 1368, 5], [D, M, 1598, 4]] },
  ],
  FORD: [
    { model: 'FIESTA', from: 1996, to: 2023, variants: [[P, M, 998, 5], [P, M, 1242, 3], [P, A, 998, 5], [D, M, 1499, 5]] },
    { model: 'FOCUS', from: 1998, to: 2025, variants: [[P, M, 999, 5], [P, A, 1499, 5], [D, M, 1499, 5]] },
    { model: 'KUGA', from: 2008, to: 2025, variants: [[P, M, 1498, 5], [D, A, 1997, 5], [H, A, 2488, 5]] },
    { model: 'PUMA', from: 2019, to: 2025, variants: [[P, M, 999, 5], [H, A, 999, 5]] },
    { model: 'MUSTANG MACH-E', from: 2021, to: 2025, variants: [[E, A, 0, 5]] },
  ],
  HONDA: [
    { model: 'JAZZ', from: 2002, to: 2025, variants: [[P, M, 1339, 5], [H, A, 1498, 5]] },
    { model: 'CIVIC', from: 2001, to: 2025, variants: [[P, M, 1498, 5], [D, M, 1597, 5], [H, A, 1993, 5]] },
    { model: 'CR-V', from: 2002, to: 2025, variants: [[P, A, 1997, 5], [D, M, 2199, 5], [H, A, 1993, 5]] },
  ],
  HYUNDAI: [
    { model: 'I10', from: 2008, to: 2025, variants: [[P, M, 998, 5], [P, A, 1197, 5]] },
    { model: 'I30', from: 2007, to: 2025, variants: [[P, M, 1353, 5], [D, M, 1582, 5]] },
    { model: 'TUCSON', from: 2004, to: 2025, variants: [[P, M, 1591, 5], [D, A, 1995, 5], [H, A, 1598, 5]] },
    { model: 'KONA', from: 2017, to: 2025, variants: [[P, M, 998, 5], [H, A, 1580, 5], [E, A, 0, 5]] },
  ],
  JAGUAR: [
    { model: 'XE', from: 2015, to: 2024, variants: [[P, A, 1997, 4], [D, A, 1999, 4]] },
    { model: 'F-PACE', from: 2016, to: 2025, variants: [[D, A, 1999, 5], [H, A, 1997, 5]] },
    { model: 'I-PACE', from: 2018, to: 2025, variants: [[E, A, 0, 5]] },
  ],
  JEEP: [
    { model: 'RENEGADE', from: 2014, to: 2025, variants: [[P, M, 1332, 5], [H, A, 1332, 5]] },
    { model: 'COMPASS', from: 2017, to: 2025, variants: [[P, M, 1332, 5], [D, M, 1598, 5]] },
  ],
  KIA: [
    { model: 'PICANTO', from: 2004, to: 2025, variants: [[P, M, 998, 5], [P, A, 1248, 5]] },
    { model: 'CEED', from: 2007, to: 2025, variants: [[P, M, 1353, 5], [D, M, 1598, 5]] },
    { model: 'SPORTAGE', from: 2004, to: 2025, variants: [[P, M, 1591, 5], [D, A, 1995, 5], [H, A, 1598, 5]] },
    { model: 'NIRO', from: 2016, to: 2025, variants: [[H, A, 1580, 5], [E, A, 0, 5]] },
  ],
  'LAND ROVER': [
    { model: 'DISCOVERY SPORT', from: 2014, to: 2025, variants: [[D, A, 1999, 5], [H, A, 1497, 5]] },
    { model: 'RANGE ROVER EVOQUE', from: 2011, to: 2025, variants: [[D, M, 1999, 3], [D, A, 1999, 5], [P, A, 1997, 5]] },
    { model: 'DEFENDER', from: 2020, to: 2025, variants: [[D, A, 2997, 5], [H, A, 1997, 5]] },
  ],
  LEXUS: [
    { model: 'CT', from: 2011, to: 2022, variants: [[H, A, 1798, 5]] },
    { model: 'NX', from: 2014, to: 2025, variants: [[H, A, 2487, 5]] },
  ],
  MAZDA: [
    { model: 'MAZDA2', from: 2003, to: 2025, variants: [[P, M, 1496, 5], [H, A, 1490, 5]] },
    { model: 'MAZDA3', from: 2004, to: 2025, variants: [[P, M, 1998, 5], [D, M, 1759, 4]] },
    { model: 'MX-5', from: 1998, to: 2025, variants: [[P, M, 1496, 2], [P, M, 1998, 2]] },
    { model: 'CX-5', from: 2012, to: 2025, variants: [[P, M, 1998, 5], [D, A, 2191, 5]] },
  ],
  'MERCEDES-BENZ': [
    { model: 'A CLASS', from: 1998, to: 2025, variants: [[P, M, 1332, 5], [P, A, 1332, 5], [D, A, 1461, 5]] },
    { model: 'C CLASS', from: 2000, to: 2025, variants: [[P, A, 1496, 4], [D, A, 1950, 4], [H, A, 1999, 4]] },
    { model: 'GLA', from: 2014, to: 2025, variants: [[P, A, 1332, 5], [D, A, 1950, 5]] },
    { model: 'EQA', from: 2021, to: 2025, variants: [[E, A, 0, 5]] },
  ],
  MG: [
    { model: 'MG3', from: 2013, to: 2025, variants: [[P, M, 1498, 5], [H, A, 1498, 5]] },
    { model: 'ZS', from: 2017, to: 2025, variants: [[P, M, 1498, 5], [E, A, 0, 5]] },
    { model: 'MG4', from: 2022, to: 2025, variants: [[E, A, 0, 5]] },
  ],
  MINI: [
    { model: 'HATCH', from: 2001, to: 2025, variants: [[P, M, 1499, 3], [P, M, 1499, 5], [P, A, 1998, 3], [E, A, 0, 3]] },
    { model: 'COUNTRYMAN', from: 2010, to: 2025, variants: [[P, M, 1499, 5], [D, A, 1995, 5], [H, A, 1499, 5]] },
  ],
  MITSUBISHI: [
    { model: 'OUTLANDER', from: 2003, to: 2022, variants: [[D, M, 2268, 5], [H, A, 2360, 5]] },
    { model: 'ASX', from: 2010, to: 2025, variants: [[P, M, 1590, 5], [D, M, 2268, 5]] },
  ],
  NISSAN: [
    { model: 'MICRA', from: 1998, to: 2023, variants: [[P, M, 999, 5], [P, M, 1240, 3], [D, M, 1461, 5]] },
    { model: 'JUKE', from: 2010, to: 2025, variants: [[P, M, 999, 5], [P, A, 1618, 5], [H, A, 1598, 5]] },
    { model: 'QASHQAI', from: 2007, to: 2025, variants: [[P, M, 1332, 5], [D, M, 1461, 5], [D, A, 1598, 5], [H, A, 1497, 5]] },
    { model: 'LEAF', from: 2011, to: 2025, variants: [[E, A, 0, 5]] },
  ],
  PEUGEOT: [
    { model: '208', from: 2012, to: 2025, variants: [[P, M, 1199, 5], [D, M, 1499, 5], [E, A, 0, 5]] },
    { model: '308', from: 2007, to: 2025, variants: [[P, M, 1199, 5], [D, A, 1499, 5], [H, A, 1598, 5]] },
    { model: '3008', from: 2009, to: 2025, variants: [[P, A, 1199, 5], [D, M, 1499, 5]] },
  ],
  POLESTAR: [{ model: '2', from: 2020, to: 2025, variants: [[E, A, 0, 5]] }],
  RENAULT: [
    { model: 'CLIO', from: 1998, to: 2025, variants: [[P, M, 999, 5], [P, M, 1149, 3], [D, M, 1461, 5], [H, A, 1598, 5]] },
    { model: 'CAPTUR', from: 2013, to: 2025, variants: [[P, M, 999, 5], [P, A, 1333, 5]] },
    { model: 'ZOE', from: 2013, to: 2024, variants: [[E, A, 0, 5]] },
  ],
  SEAT: [
    { model: 'IBIZA', from: 1999, to: 2025, variants: [[P, M, 999, 5], [P, M, 1390, 3], [D, M, 1598, 5]] },
    { model: 'LEON', from: 2000, to: 2025, variants: [[P, M, 1498, 5], [D, M, 1968, 5], [H, A, 1395, 5]] },
    { model: 'ARONA', from: 2017, to: 2025, variants: [[P, M, 999, 5], [P, A, 1498, 5]] },
  ],
  SKODA: [
    { model: 'FABIA', from: 2000, to: 2025, variants: [[P, M, 999, 5], [D, M, 1422, 5]] },
    { model: 'OCTAVIA', from: 1998, to: 2025, variants: [[P, M, 1498, 5], [D, M, 1598, 5], [D, A, 1968, 5], [H, A, 1395, 5]] },
    { model: 'KODIAQ', from: 2016, to: 2025, variants: [[P, A, 1498, 5], [D, A, 1968, 5]] },
    { model: 'ENYAQ', from: 2021, to: 2025, variants: [[E, A, 0, 5]] },
  ],
  SUBARU: [
    { model: 'FORESTER', from: 1998, to: 2025, variants: [[P, M, 1995, 5], [H, A, 1995, 5]] },
    { model: 'OUTBACK', from: 2000, to: 2025, variants: [[P, A, 2498, 5], [D, M, 1998, 5]] },
  ],
  SUZUKI: [
    { model: 'SWIFT', from: 2005, to: 2025, variants: [[P, M, 1242, 5], [H, M, 1197, 5]] },
    { model: 'VITARA', from: 2015, to: 2025, variants: [[P, M, 1373, 5], [H, A, 1462, 5]] },
  ],
  TESLA: [
    { model: 'MODEL 3', from: 2019, to: 2025, variants: [[E, A, 0, 4]] },
    { model: 'MODEL Y', from: 2021, to: 2025, variants: [[E, A, 0, 5]] },
  ],
  TOYOTA: [
    { model: 'AYGO', from: 2005, to: 2022, variants: [[P, M, 998, 3], [P, M, 998, 5]] },
    { model: 'YARIS', from: 1999, to: 2025, variants: [[P, M, 998, 5], [P, M, 1329, 3], [H, A, 1490, 5]] },
    { model: 'COROLLA', from: 2019, to: 2025, variants: [[H, A, 1798, 5], [H, A, 1987, 4]] },
    { model: 'C-HR', from: 2016, to: 2025, variants: [[P, M, 1197, 5], [H, A, 1798, 5]] },
    { model: 'RAV4', from: 2000, to: 2025, variants: [[P, M, 1998, 5], [D, M, 2231, 5], [H, A, 2487, 5]] },
  ],
  VAUXHALL: [
    { model: 'CORSA', from: 1998, to: 2025, variants: [[P, M, 1199, 5], [P, M, 1229, 3], [D, M, 1248, 5], [E, A, 0, 5]] },
    { model: 'ASTRA', from: 1998, to: 2025, variants: [[P, M, 1399, 5], [D, M, 1598, 5], [D, A, 1956, 5]] },
    { model: 'MOKKA', from: 2012, to: 2025, variants: [[P, M, 1199, 5], [E, A, 0, 5]] },
  ],
  VOLKSWAGEN: [
    { model: 'POLO', from: 1998, to: 2025, variants: [[P, M, 999, 5], [P, M, 1198, 3], [D, M, 1598, 5]] },
    { model: 'GOLF', from: 1998, to: 2025, variants: [[P, M, 1395, 5], [P, A, 1498, 5], [D, M, 1968, 5], [H, A, 1395, 5]] },
    { model: 'TIGUAN', from: 2007, to: 2025, variants: [[P, M, 1395, 5], [D, A, 1968, 5]] },
    { model: 'ID.3', from: 2020, to: 2025, variants: [[E, A, 0, 5]] },
  ],
  VOLVO: [
    { model: 'XC40', from: 2018, to: 2025, variants: [[P, A, 1477, 5], [H, A, 1477, 5], [E, A, 0, 5]] },
    { model: 'XC60', from: 2008, to: 2025, variants: [[D, A, 1969, 5], [H, A, 1969, 5]] },
    { model: 'V60', from: 2010, to: 2025, variants: [[D, M, 1969, 5], [P, A, 1969, 5]] },
  ],
};
