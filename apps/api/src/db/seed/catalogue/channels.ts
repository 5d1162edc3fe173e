import { type Feature, monthly, type OfferSeed, type ProductSeed } from './types';

interface ChannelOptions {
  features?: readonly Feature[];
  languages?: readonly string[];
  featured?: boolean;
  /** A-la-carte channels can be subscribed to on their own. */
  alaCarte?: OfferSeed;
}

function channel(
  channelNo: number,
  slug: string,
  name: string,
  category: string,
  description: string,
  options: ChannelOptions = {},
): ProductSeed {
  return {
    slug,
    type: 'channel',
    name,
    description,
    channelNo,
    categories: [category],
    languages: options.languages ?? ['en'],
    features: options.features ?? [],
    ...(options.featured ? { tags: ['featured'] } : {}),
    ...(options.alaCarte ? { offers: [options.alaCarte] } : {}),
  };
}

const ALL: readonly Feature[] = ['tstv', 'pip', 'cpvr'];
const REWIND: readonly Feature[] = ['tstv'];
const SI = ['si'];
const TA = ['ta'];

/** The channel line-up, numbered by category block as on the set-top box guide. */
export const channels: readonly ProductSeed[] = [
  channel(
    1,
    'rupavahini',
    'Rupavahini',
    'Local Variety',
    'The national broadcaster: news, teledramas and cultural programmes.',
    {
      features: ALL,
      languages: SI,
      featured: true,
    },
  ),
  channel(2, 'itn', 'ITN', 'Local Variety', 'Independent Television Network: entertainment, news and sport.', {
    features: ALL,
    languages: SI,
  }),
  channel(3, 'swarnavahini', 'Swarnavahini', 'Local Variety', 'Teledramas, reality shows and prime-time news.', {
    features: REWIND,
    languages: SI,
  }),
  channel(4, 'sirasa-tv', 'Sirasa TV', 'Local Variety', 'Music shows, talent contests and live cricket.', {
    features: ALL,
    languages: SI,
    featured: true,
  }),
  channel(5, 'tv-derana', 'TV Derana', 'Local Variety', 'Dramas, game shows and the Derana news bulletins.', {
    features: ALL,
    languages: SI,
    featured: true,
  }),
  channel(6, 'hiru-tv', 'Hiru TV', 'Local Variety', 'Popular teledramas, comedy and breaking news.', {
    features: ALL,
    languages: SI,
    featured: true,
  }),
  channel(7, 'tv-supreme', 'TV Supreme', 'Local Variety', 'Music videos, lifestyle and youth entertainment.', {
    languages: SI,
  }),
  channel(8, 'siyatha-tv', 'Siyatha TV', 'Local Variety', 'Family entertainment and local films.', {
    features: REWIND,
    languages: SI,
  }),
  channel(9, 'tv-didula', 'TV Didula', 'Local Variety', 'Youth music and entertainment from Colombo.', {
    languages: SI,
  }),
  channel(
    10,
    'channel-one',
    'Channel One',
    'Local Variety',
    'English and Sinhala entertainment for the whole family.',
    {
      features: REWIND,
      languages: ['en', 'si'],
    },
  ),
  channel(20, 'shakthi-tv', 'Shakthi TV', 'Tamil', 'The leading Tamil channel in Sri Lanka: news, dramas and music.', {
    features: ALL,
    languages: TA,
    featured: true,
  }),
  channel(21, 'vasantham-tv', 'Vasantham TV', 'Tamil', 'Tamil-language public service broadcasting.', {
    features: REWIND,
    languages: TA,
  }),
  channel(22, 'nethra-tv', 'Nethra TV', 'Tamil', 'Tamil news, education and cultural programmes.', { languages: TA }),
  channel(23, 'sun-tv', 'Sun TV', 'Tamil', 'Tamil serials, films and reality shows from Chennai.', {
    features: REWIND,
    languages: TA,
  }),
  channel(24, 'colors-tamil', 'Colors Tamil', 'Tamil', 'Tamil fiction and non-fiction entertainment.', {
    languages: TA,
  }),
  channel(25, 'zee-tamil', 'Zee Tamil', 'Tamil', 'Tamil dramas, movies and award shows.', { languages: TA }),
  channel(30, 'ada-derana-24', 'Ada Derana 24', 'News / Business', 'Round-the-clock Sri Lankan news.', {
    features: REWIND,
    languages: ['si', 'en'],
  }),
  channel(31, 'cnn-international', 'CNN International', 'News / Business', 'Global news as it happens.', {
    features: REWIND,
  }),
  channel(
    32,
    'bbc-world-news',
    'BBC World News',
    'News / Business',
    'International news, business and documentaries.',
    {
      features: REWIND,
      featured: true,
    },
  ),
  channel(33, 'al-jazeera-english', 'Al Jazeera English', 'News / Business', 'News from the Global South and beyond.'),
  channel(34, 'cnbc-asia', 'CNBC Asia', 'News / Business', 'Markets, business and finance from across Asia.'),
  channel(35, 'bloomberg-tv', 'Bloomberg TV', 'News / Business', 'Live market data and business news.'),
  channel(36, 'sky-news', 'Sky News', 'News / Business', 'Breaking news from the UK and around the world.'),
  channel(40, 'star-sports-1', 'Star Sports 1', 'Sports', 'International cricket, football and tennis.', {
    features: ALL,
    featured: true,
  }),
  channel(41, 'star-sports-2', 'Star Sports 2', 'Sports', 'More live cricket and motorsport.', { features: ALL }),
  channel(42, 'sony-ten-1', 'Sony Ten 1', 'Sports', 'WWE, UFC and international football.', { features: REWIND }),
  channel(43, 'sony-ten-2', 'Sony Ten 2', 'Sports', 'European football leagues live.', { features: REWIND }),
  channel(44, 'eurosport', 'Eurosport', 'Sports', 'Cycling, tennis grand slams and winter sports.'),
  channel(45, 'bein-sports', 'beIN Sports', 'Sports', 'Premium live football from the top European leagues.', {
    features: ALL,
    alaCarte: monthly(490),
  }),
  channel(46, 'peo-sports', 'PEO Sports', 'Sports', 'Sri Lankan school rugby, cricket and athletics.', {
    features: ALL,
    languages: ['si', 'en'],
  }),
  channel(47, 'sony-six', 'Sony Six', 'Sports', 'Live IPL, NBA and Formula 1.', {
    features: ALL,
    alaCarte: monthly(390),
  }),
  channel(50, 'hbo', 'HBO', 'Movie', 'Hollywood blockbusters and award-winning series, uncut.', {
    features: ALL,
    featured: true,
    alaCarte: monthly(450),
  }),
  channel(51, 'cinemax', 'Cinemax', 'Movie', 'Action and thriller movies around the clock.', {
    features: REWIND,
    alaCarte: monthly(350),
  }),
  channel(52, 'star-movies', 'Star Movies', 'Movie', 'Hollywood hits and premieres.', { features: REWIND }),
  channel(53, 'sony-pix', 'Sony Pix', 'Movie', 'Hollywood movies for every mood.'),
  channel(54, 'zee-cinema', 'Zee Cinema', 'Movie', 'Bollywood blockbusters.', { languages: ['hi'] }),
  channel(55, 'movies-now', 'Movies Now', 'Movie', 'Hollywood movies in high definition.'),
  channel(60, 'cartoon-network', 'Cartoon Network', 'Kids', 'Cartoons and animated adventures.', {
    features: REWIND,
    featured: true,
  }),
  channel(61, 'nickelodeon', 'Nickelodeon', 'Kids', 'SpongeBob and friends all day.', { features: REWIND }),
  channel(62, 'disney-channel', 'Disney Channel', 'Kids', 'Disney series and movies for the family.', {
    features: REWIND,
  }),
  channel(63, 'pogo', 'Pogo', 'Kids', 'Fun and games for young viewers.'),
  channel(64, 'nick-jr', 'Nick Jr', 'Kids', 'Learning through play for preschoolers.'),
  channel(65, 'baby-tv', 'BabyTV', 'Kids', 'Gentle programmes for babies and toddlers.'),
  channel(70, 'discovery-channel', 'Discovery Channel', 'Infotainment', 'Science, adventure and the natural world.', {
    features: ALL,
  }),
  channel(71, 'national-geographic', 'National Geographic', 'Infotainment', 'Exploration, wildlife and history.', {
    features: REWIND,
  }),
  channel(72, 'animal-planet', 'Animal Planet', 'Infotainment', 'Wildlife and pets from around the world.'),
  channel(73, 'history-tv18', 'History TV18', 'Infotainment', 'History told through stories and documentaries.'),
  channel(74, 'tlc', 'TLC', 'Infotainment', 'Travel, food and lifestyle.'),
  channel(75, 'travelxp', 'Travelxp', 'Infotainment', 'Travel shows filmed in 4K.'),
  channel(80, 'star-world', 'Star World', 'Foreign Variety', 'American series and reality shows.', {
    features: REWIND,
  }),
  channel(81, 'axn', 'AXN', 'Foreign Variety', 'Action series and crime dramas.', { features: REWIND }),
  channel(82, 'zee-tv', 'Zee TV', 'Foreign Variety', 'Hindi serials and entertainment.', { languages: ['hi'] }),
  channel(
    83,
    'sony-entertainment',
    'Sony Entertainment Television',
    'Foreign Variety',
    'Hindi dramas and talent shows.',
    {
      languages: ['hi'],
    },
  ),
  channel(84, 'colors', 'Colors', 'Foreign Variety', 'Hindi fiction and reality television.', { languages: ['hi'] }),
  channel(85, 'star-plus', 'Star Plus', 'Foreign Variety', 'Hindi family dramas.', { languages: ['hi'] }),
  channel(86, 'fashion-tv', 'Fashion TV', 'Foreign Variety', 'Runway shows and fashion news.'),
  channel(90, 'shraddha-tv', 'Shraddha TV', 'Religious', 'Buddhist sermons, pirith and Dhamma discussions.', {
    features: REWIND,
    languages: SI,
  }),
  channel(91, 'the-buddhist', 'The Buddhist', 'Religious', 'Dhamma programmes around the clock.', { languages: SI }),
  channel(92, 'ewtn', 'EWTN', 'Religious', 'Catholic programming and live Mass.'),
  channel(93, 'peace-tv', 'Peace TV', 'Religious', 'Islamic lectures and programmes.', { languages: ['en', 'ta'] }),
  channel(94, 'aastha', 'Aastha', 'Religious', 'Hindu spiritual programmes.', { languages: ['hi', 'ta'] }),
  channel(100, 'nenasa', 'Nenasa', 'Learning & Educational', 'School lessons for grades 1 to 13.', {
    languages: ['si', 'ta'],
  }),
  channel(101, 'channel-eye', 'Channel Eye', 'Learning & Educational', 'Educational and English programmes.', {
    features: REWIND,
    languages: ['en', 'si'],
  }),
  channel(102, 'gurugedara', 'Gurugedara', 'Learning & Educational', 'O/L and A/L lessons by leading teachers.', {
    languages: SI,
  }),
  channel(103, 'vidya-tv', 'Vidya TV', 'Learning & Educational', 'Science and mathematics made simple.', {
    languages: ['ta', 'en'],
  }),
];

/** Slugs of the channels in the given categories, without the a-la-carte ones. */
export function channelsIn(...categories: string[]): string[] {
  return channels
    .filter((item) => !item.offers && item.categories?.some((category) => categories.includes(category)))
    .map((item) => item.slug);
}
