/**
 * English descriptions of the products, by slug (the product files keep the French ones):
 * the seed writes them to the English locale (issue 22). A product without one fails
 * english.test.ts.
 */
export const DESCRIPTIONS_EN: Readonly<Record<string, string>> = {
  'primalis-fixateur-de-fonds':
    'Primalis® Surface Binder soaks into old plaster, powdery fillers and chalky paints to bind them. It evens out the absorption of the surface and improves the adhesion of fillers. Apply with a brush or roller, in one coat.',
  'primalis-accrochage':
    'Loaded with quartz grains, Primalis® Bonding Primer creates a rough surface on tiles, alkyd paints and laminates. The filler is then applied straight on, without sanding the surface. Ready to use, it dries in 4 hours.',
  'primalis-bloque-taches':
    'This stain-blocking undercoat stops dry water stains, smoke and felt-pen marks from bleeding through the filler and the paint. Apply it locally or over the whole wall, then cover it with filler or paint after 6 hours.',
  'rebouchor-poudre':
    'Rebouchor® Powder fills holes, chases and cracks in plaster, concrete or plasterboard walls and ceilings, up to 30 mm in one coat without shrinkage. Its one-hour working time leaves time to work, and it sands easily once dry.',
  'rebouchor-pate':
    'Ready to use, Rebouchor® Paste fills plug holes, chips and cracks up to 20 mm without mixing. It bonds to plaster, concrete and old paint and sands very easily once dry.',
  'rebouchor-rapide-30':
    'A fast-setting filler for jobs in a hurry: fills chases and holes up to 30 mm and can be skimmed with a smoothing filler after 2 hours. Plaster-based formula, no shrinkage.',
  'rebouchor-fibre':
    'Reinforced with fibres, Rebouchor Fibre fills deep holes, broken corners and chases up to 50 mm in one coat. It resists cracking on surfaces prone to slight movement.',
  'fissurex-pate-souple':
    'Fissurex® stays flexible once dry to follow the active cracks of walls, ceilings and partition corners. Applied from a cartridge or a tube, it can be painted after 24 hours without sanding.',
  'rebouchor-express':
    'This lightweight paste fills small holes and cracks up to 10 mm and can be painted 30 minutes later. It does not drip on ceilings and smooths with a finger or a knife.',
  'rebouchor-platre':
    'Made from fine plaster, Rebouchor Plaster sets electrical boxes, fills openings and repairs corners. It hardens quickly and can be reworked with a knife or a float.',
  'rebouchor-temoin':
    'Rebouchor Colour Change changes colour as it dries: when the pink paste turns white, you can sand and paint. Perfect for beginners, it fills up to 15 mm without shrinkage.',
  'egalisor-poudre':
    'Égalisor® Powder levels out uneven indoor walls and ceilings from 1 to 10 mm per coat. Its creamy texture spreads well with a trowel and leaves an even base before the finishing skim.',
  'egalisor-pate':
    'Ready to use, Égalisor Paste fills bumpy walls and old wallpaper paste marks up to 5 mm. No mixing: apply it with a trowel and sand it easily.',
  'egalisor-allege':
    'Made with lightweight fillers, Égalisor Lightweight gives the coverage of a 25 kg bag in a 17 kg bag, for less to carry on site. It fills up to 10 mm and sands effortlessly.',
  'degrossix-30':
    'A base coat for renovating old plaster or masonry walls: straightens up to 30 mm per coat, with a floated or tight finish. It is then covered with a smoothing filler.',
  'planeo-epaisseur':
    'Planéo Thick is a ready-to-use filling paste that hides damaged walls, old fine renders and wallpaper marks. It goes on up to 5 mm thick and dries without cracking.',
  'egalisor-renovation':
    'Enriched with resin, Égalisor Renovation bonds to old matt and de-glossed satin paints without a primer. It levels up to 5 mm and takes a skim coat or paint once fully dry.',
  'lissafin-poudre':
    'Lissafin® Powder skims indoor walls and ceilings from 0 to 3 mm for a surface ready to paint. Once mixed, it stays usable for 48 hours in a closed tub, which limits waste. It sands very easily.',
  'lissafin-pate':
    'Lissafin® Paste goes straight on with a trowel in thin coats up to 3 mm. Its glide and whiteness make it painters’ favourite filler for careful finishes, and it sands in a single pass.',
  'lissafin-allege':
    'The lightweight version of Lissafin®, this powder skim covers the same area as a 25 kg bag with a 17 kg bag. Ideal for large renovation jobs where carrying weight counts.',
  'lissalux-pate':
    'Lissalux Paste is made for demanding finishes before satin and gloss paints. Very fine and very white, it spreads perfectly taut and saves coats of paint.',
  'lissafacile-sans-poncage':
    'Lissafacile spreads so smoothly that it needs no sanding: apply, smooth, let dry and paint. Ideal in a lived-in home where you want to avoid dust.',
  'lissamat-poudre':
    'Lissamat Powder is a skim made with redispersible resins that bonds to concrete, plaster and old paint. It can be mixed in large batches and stays workable all day.',
  lissaplaque:
    'Lissaplaque evens out the absorption and look of plasterboard partitions after the joints are finished. It prevents colour differences between board and tape under the paint.',
  finisoie:
    'Finisoie® is the last coat before paint: an extra-fine paste that closes micro-pores and gives a silky touch. It goes on in a very thin coat and sands in one stroke.',
  'finisoie-poudre':
    'Finisoie Powder is mixed to the consistency you want for extra-fine finishes on large areas. It gives a closed, very white surface, ready for a taut coat of paint.',
  'finipro-satin':
    'Finipro Satin was designed for ceilings: it does not drip, spreads without lap marks and dries without dull patches. It takes the finishing paint directly.',
  'finisoie-express':
    'Finisoie Express dries in one hour in a thin coat: ideal to finish a room in a day. It corrects scratches, small chips and patch marks before painting.',
  'finilux-blanc-intense':
    'Very white, Finilux prevents colour differences under light paints and matt white walls. It goes on in a thin coat with a trowel and sands easily.',
  'multalis-tout-en-un-poudre':
    'Multalis® All-in-one Powder fills up to 10 mm, levels and skims with the same product, simply by adjusting the amount of water. An economical solution for everyday renovation jobs.',
  'multalis-tout-en-un-pate':
    'Ready to use, Multalis All-in-one Paste fills, levels and skims in coats from 0 to 5 mm. It bonds to all common indoor surfaces and sands easily.',
  'multalis-3-en-1-facile':
    'This versatile small pack fills holes, repairs cracks and skims small areas. It keeps a long time once closed again: ideal for touch-ups.',
  'multalis-anti-fissures':
    'Loaded with fibres, Multalis Anti-crack bridges the networks of hairline cracks in old ceilings and walls. Applied over the whole surface with a trowel, it stops cracks from coming back under the paint.',
  'jointex-poudre-1h':
    'Jointex® Powder 1 h finishes plasterboard joints with paper tape, from bedding the tape to the final coat. Its one-hour set allows two coats in half a day. Complies with EN 13963, type 4B.',
  'jointex-poudre-3h':
    'With a three-hour working time, Jointex® Powder 3 h can be mixed in large batches for partition and lining jobs. It beds the tape, fills and finishes the joints in three coats.',
  'jointex-pate':
    'Ready to use, Jointex Paste beds the tape, fills and finishes plasterboard joints. It air-dries, with no mixing and no waste.',
  'jointex-allege':
    'Jointex Lightweight cuts the weight of the tubs and the applicator’s fatigue while keeping an excellent glide. It sands very easily and limits shrinkage over screw heads.',
  'jointex-finition':
    'A finishing compound for plasterboard joints, Jointex Finish goes on as the last coat for a joint that is invisible under the paint. Extra-fine grain, very easy sanding.',
  'jointex-machine':
    'Jointex Machine is formulated for mechanical taping tools: taping boxes, compound pumps and airless sprayers. Its stable consistency prevents clogging and ensures even taping.',
  'jointex-mini':
    'In a tube or a small tub, Jointex Mini repairs a loose tape, a damaged corner or a few screw heads. Ready to use, it sands easily and can be painted after 24 hours.',
  'prim-plaque-impression':
    'Prim’Plaque evens out the absorption of board and joints before the finishing paint, as required by NF DTU 59.1. Roller or airless application, fast drying.',
  'facalis-rebouchage-exterieur':
    'Fibre-reinforced with a hydraulic binder, Façalis® Exterior Filler repairs holes, chips and cracks in facades, low walls and sills up to 20 mm. It withstands frost and weather and takes all facade paints.',
  'facalis-pate-exterieur':
    'This fibre-reinforced acrylic paste fills small defects in facades, surrounds and low walls up to 10 mm. Ready to use, it stays stable in the rain once dry.',
  'facalis-ragreage-facade':
    'A white-cement resurfacing render to level concrete facades and cement renders before paint or coating. It can be floated or smoothed and is frost-resistant.',
  'facalis-lissage-facade':
    'Façalis Façade Smoothing is an acrylic-resin exterior smoothing paste for balcony soffits, surrounds and sheltered facades. Hand or airless application.',
  'facalis-fissures-exterieur':
    'In a cartridge, Façalis Exterior Cracks is injected straight into cracks in facades and window sills. It stays flexible, rainproof and can be painted after 24 hours.',
  'facalis-reparation-beton':
    'A fibre-reinforced, shrinkage-compensated repair mortar for balcony edges, concrete spalls and arrises. It goes on up to 40 mm per coat and is covered with a resurfacing render or paint.',
  'boisalis-pate-a-bois':
    'Boisalis® fills holes, splits and chips in woodwork, doors and furniture without shrinkage. It sands like wood and takes paint, stain and varnish after 2 hours.',
  'boisalis-teinte':
    'Tinted throughout, Boisalis Tinted blends into varnished floors and furniture without touching up the colour. Available in oak, walnut and natural wood.',
  'boisalis-exterieur':
    'Boisalis Exterior withstands the damp and temperature changes of outdoor joinery. It fills splits and holes in shutters, gates and cladding before stain or paint.',
  'boisalis-lissage-bois':
    'A smoothing filler for doors, skirting boards and indoor woodwork before gloss paint. It fills the grain, erases defects and gives a taut surface, ready for a glossy finish.',
  'boisalis-mastic-souple':
    'In a cartridge, Boisalis Flexible Sealant fills the gaps between skirting boards, door frames, panelling and walls. It stays flexible, smooths with a wet finger and can be painted once dry.',
  'decoralis-beton-cire':
    'Décoralis® Polished Concrete creates a shaded mineral effect on walls, splashbacks and bathroom worktops, even on tiles after priming. It goes on in two coats with a trowel, then is protected with a varnish.',
  'decoralis-stuc-mineral':
    'A decorative lime-putty stucco for polished and marbled finishes. Applied in three thin coats, then burnished, it gives an unmatched depth of colour.',
  'decoralis-effet-matiere':
    'A textured decorative finish for floated, brushed or spatula effects indoors. It hides imperfect surfaces and takes paint or a glaze.',
  'decoralis-tadelakt':
    'Inspired by the traditional Moroccan plaster, Décoralis Tadelakt is a lime finish polished with a stone and then soaped to become waterproof. It covers walk-in showers and bathroom walls.',
  'decoralis-beton-brut':
    'Décoralis Raw Concrete reproduces the look of fair-faced concrete, air holes and shading included, on plaster or plasterboard. Ideal for shops, offices and lofts.',
  'hydralis-lissage-pieces-humides':
    'Water-repellent throughout, Hydralis® Skim withstands steam and splashes in bathrooms, kitchens and utility rooms. It skims up to 3 mm before a paint for wet rooms.',
  'hydralis-rebouchage':
    'Hydralis Filler fills holes and chases in wet rooms, including around shower trays and baths. Its water-repellent formula does not turn powdery in the damp.',
  'hydralis-anti-moisissures':
    'Hydralis Anti-mould is a smoothing finish with an agent that protects the dry film from mould growth. It suits the ceilings of poorly ventilated bathrooms.',
  'hydralis-pro-poudre':
    'For housing blocks, hotels and healthcare buildings, Hydralis Pro Powder skims private wet rooms of the EB+ class. It is mixed by machine or with a paddle mixer.',
  'airlis-projetable-lissage':
    'Airlis® Sprayable Skim is sprayed with an airless machine, then smoothed with a blade, up to 300 m² a day per team. It dries without shrinkage and sands very easily.',
  'airlis-garnissant':
    'Airlis Filler levels uneven walls by machine up to 5 mm per coat. It is spread with a blade and prepares the surface before a sprayed skim.',
  'airlis-finition':
    'The last sprayed coat before paint, Airlis Finish closes the surface and gives a very white, taut look. It is sprayed in a thin coat and sands in one pass.',
  'airlis-poudre-machine':
    'Airlis Machine Powder is mixed with a paddle mixer, then sprayed with a screw pump or a high-power airless pump. Economical on very large areas, it is smoothed with a blade.',
}

/** The English description of a product; throws when it has none (caught by the test before any seed). */
export function descriptionEn(slug: string): string {
  const english = DESCRIPTIONS_EN[slug]
  if (english === undefined) throw new Error(`Produit sans description anglaise : ${slug}`)
  return english
}
