/**
 * Items written in Finnish, Spanish and Portuguese: their search vector is stemmed in their
 * own language (migration 0016), so "mariposa" finds "mariposas" and "revontuli" finds
 * "revontulten". Their films carry captions in the same language.
 */
import type { ItemSeed } from './types';

const FI_WORLD = 'Revontulten vartijat';
const ES_WORLD = 'El jardín de las mariposas';
const PT_WORLD = 'A Viagem do Pequeno Navegador';

export const TRANSLATED_ITEMS: readonly ItemSeed[] = [
  {
    name: 'Revontulten synty', type: 'video', world: FI_WORLD, locale: 'fi', minutes: 6, keywords: ['revontulet', 'aurinkotuuli', 'taivas', 'talvi'],
    description: 'Aino kysyy isoisältään, mistä revontulet tulevat. Lyhytelokuva kertoo aurinkotuulesta, maapallon magneettikentästä ja vanhoista tarinoista tulikettu-eläimestä.',
  },
  {
    name: 'Miksi taivas loistaa?', type: 'article', world: FI_WORLD, locale: 'fi', minutes: 5, keywords: ['revontulet', 'tiede', 'Lappi', 'avaruus'],
    description: 'Selkeä ja kuvitettu artikkeli revontulista: miten ne syntyvät, miksi ne ovat vihreitä ja mistä niitä kannattaa etsiä.',
    body: [
      'Revontulet syntyvät, kun Auringosta lähtevät sähköiset hiukkaset osuvat maapallon ilmakehään. Maan magneettikenttä ohjaa hiukkaset napa-alueille, ja siksi revontulia näkyy eniten Lapissa.',
      'Vihreä väri syntyy, kun hiukkaset törmäävät happeen noin sadan kilometrin korkeudessa. Punaista ja violettia näkyy harvemmin.',
      'Vanhan tarinan mukaan tulikettu juoksi tuntureilla ja sen häntä lennätti kipinöitä taivaalle. Siitä tulee suomen kielen sana revontulet.',
    ].join('\n\n'),
  },
  {
    name: 'Pakkasyön äänet', type: 'sound_clip', world: FI_WORLD, locale: 'fi', minutes: 3, sound: 'frosty-night', keywords: ['äänet', 'talvi', 'kuuntelu', 'luonto'],
    description: 'Kuuntele pakkasyötä tunturissa: lumen narinaa, kaukaisia kelloja ja tuulen huminaa. Sopii rauhoittumiseen ja kuvailevaan kirjoittamiseen.',
  },
  {
    name: 'Tunturin huipulla', type: '360_scene', world: FI_WORLD, locale: 'fi', minutes: 2, keywords: ['tunturi', 'Lappi', 'maisema', 'revontulet'],
    description: 'Seiso Saanan huipulla talviyönä ja katso ympärillesi, kun revontulet leimuavat järven ja tuntureiden yllä.',
  },
  {
    name: 'De oruga a mariposa', type: 'video', world: ES_WORLD, locale: 'es', minutes: 4, keywords: ['metamorfosis', 'orugas', 'mariposas', 'ciclo de vida'],
    description: 'Lola observa cada día la oruga del jardín hasta que un día encuentra una crisálida. Un cortometraje sobre la metamorfosis y la paciencia.',
  },
  {
    name: 'Cómo crece una mariposa', type: 'article', world: ES_WORLD, locale: 'es', minutes: 5, keywords: ['mariposas', 'ciencia', 'ciclo de vida', 'insectos'],
    description: 'Huevo, oruga, crisálida y mariposa: un artículo ilustrado sobre las cuatro etapas de la vida de una mariposa y cómo ayudarlas en el jardín.',
    body: [
      'Todas las mariposas empiezan su vida como un huevo diminuto pegado a una hoja. De él nace una oruga que solo tiene una tarea: comer y crecer.',
      'Cuando la oruga está lista, se cuelga de una rama y forma una crisálida. Dentro, su cuerpo se transforma por completo. A este cambio lo llamamos metamorfosis.',
      'Después de unas semanas, la mariposa sale, extiende sus alas para secarlas y echa a volar en busca de flores. Si plantamos flores con néctar en el patio del colegio, ayudamos a las mariposas y a otros polinizadores.',
    ].join('\n\n'),
  },
  {
    name: 'Un paseo por el jardín', type: '360_scene', world: ES_WORLD, locale: 'es', minutes: 2, keywords: ['jardín', 'flores', 'observación', 'Sevilla'],
    description: 'Mira a tu alrededor en un jardín sevillano en primavera. ¿Cuántas mariposas y flores distintas puedes encontrar?',
  },
  {
    name: 'Corriendo con el viento', type: 'video', world: 'Running with the Wind', locale: 'es', minutes: 9, keywords: ['atletismo', 'esfuerzo', 'equipo', 'Granada'],
    description: 'Lucía entrena cada mañana en las colinas de Granada. Un cortometraje sobre el esfuerzo, la familia y lo que significa formar parte de un equipo.',
  },
  {
    name: 'O Pequeno Navegador', type: 'video', world: PT_WORLD, locale: 'pt', minutes: 7, keywords: ['navegação', 'estrelas', 'mapas', 'Lisboa'],
    description: 'Tomás encontra uma velha bússola no sótão do avô e imagina-se a bordo de uma caravela. Uma curta-metragem sobre a curiosidade e a coragem de partir.',
  },
  {
    name: 'Como ler um mapa antigo', type: 'article', world: PT_WORLD, locale: 'pt', minutes: 6, keywords: ['mapas', 'cartografia', 'história', 'navegação'],
    description: 'Rosas dos ventos, linhas de rumo e monstros marinhos: um guia ilustrado para ler os mapas dos navegadores portugueses.',
    body: [
      'Os mapas antigos eram desenhados à mão, muitas vezes em pele de animal. As linhas que se cruzam por todo o mapa chamam-se linhas de rumo e mostram as direções da bússola.',
      'Os navegadores usavam estas linhas para escolher o rumo entre dois portos. As costas estão desenhadas com muito cuidado, mas o interior das terras fica quase vazio.',
      'Observa um mapa antigo: o que nos diz sobre o que os navegadores sabiam, e sobre o que ainda não conheciam?',
    ].join('\n\n'),
  },
  {
    name: 'O Porto ao Amanhecer', type: 'sound_clip', world: PT_WORLD, locale: 'pt', minutes: 2, sound: 'harbour-dawn', keywords: ['sons', 'porto', 'manhã', 'escuta'],
    description: 'Os sinos do porto de Lisboa ao nascer do sol. Ouve com atenção e descreve o que imaginas à tua volta.',
  },
];
