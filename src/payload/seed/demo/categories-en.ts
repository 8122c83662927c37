/**
 * English descriptions of the categories, by slug (categories.ts keeps the French ones):
 * the seed writes them to the English locale (issue 22); english.test.ts requires one per category.
 */
export const CATEGORY_DESCRIPTIONS_EN: Readonly<Record<string, string>> = {
  reboucher:
    'To fill a plug hole, a crack or a cable chase, choose a ready-to-use filling paste for small repairs or a powder for deep filling. They all sand easily and can be painted the same day or the next.',
  'traiter-avant-denduire':
    'A powdery, stained or overly smooth surface compromises how the filler holds. Binders, bonding primers and stain-blocking undercoats prepare plaster, old paint or tiles before the filler goes on.',
  'lisser-en-epaisseur':
    'Filling compounds straighten bumpy walls, hide the marks of stripped wallpaper and level differences up to 10 mm per coat. They prepare an even surface before the finishing skim.',
  'lisser-en-finition':
    'Applied in a thin coat, smoothing and finishing fillers erase the last imperfections and give a white, taut wall. Ideal before a satin paint or a non-woven wallpaper.',
  platriersplaquistes:
    'To put up a partition or line a wall yourself, joint compounds bed the tape, fill the screw heads and smooth to a finish that is invisible under the paint.',
  exterieur:
    'Facades, low walls, window sills: fibre-reinforced or hydraulic exterior fillers fill and repair weather-exposed surfaces durably before facade paint.',
  bois: 'Fill holes, splits and chips in doors, skirting boards, floors and furniture. Our wood fillers sand like wood, take paint, stain and varnish, and come in several colours.',
  'cuisine-et-salle-de-bain':
    'Steam, splashes and condensation weaken standard fillers. Our water-repellent and decorative formulas stay stable in the bathroom, the kitchen or the utility room.',
  'solutions-faciles':
    'New to DIY or short of time? These products make every step simpler: ready-to-use pastes, fillers that change colour once dry, finishes that need no sanding.',
  multifonctions:
    'All-in-one fillers fill, level and skim in turn. One tub for the whole job: fewer products to buy, fewer leftovers to store.',
  'enduits-de-lissage':
    'A complete range of skims for painting work to NF DTU 59.1: powders with a long working time, high-whiteness pastes, lightweight versions and formulas for airless spraying.',
  'enduits-degalisage':
    'For very uneven surfaces, levelling and base-coat fillers build up thick coats without cracking. Available in lightweight bags to ease the strain on site.',
  'enduits-de-rebouchage':
    'Fillers for holes, chases, cracks and chips: fast setting to chain the coats, fibre-reinforced versions for deep filling, flexible pastes for active cracks.',
  'enduits-de-platriers-plaquistes':
    'Compounds for plasterboard joints to NF DTU 25.41, CE marked to EN 13963: setting powders, air-drying pastes, lightweight versions and pastes for taping boxes and machines.',
  'enduits-exterieurs':
    'Hydraulic or organic-binder renders to prepare facades before paint or coating: fibre-reinforced filling, resurfacing up to 10 mm and frost-resistant exterior skims.',
  'solutions-specialisees':
    'Answers for special jobs: sprayable fillers for large areas, water-repellent formulas for wet rooms, all-in-one fillers and surface preparation primers.',
  'enduits-bois':
    'Professional wood fillers for renovating joinery, woodwork and floors: filling without shrinkage, smoothing before gloss paint and exterior formulas for shutters and gates.',
  'enduits-decoratifs':
    'Mineral decorative finishes for indoor walls and floors: polished concrete, lime stucco, tadelakt and raw-concrete effects. High-value finishes for decorative painters.',
}
