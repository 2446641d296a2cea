import { p, type VocabEntry } from './types.js';

/**
 * Chapters 85 and 90, third pass: the attributes the HS 2022 subheadings of 8527, 8504, 8536/8538, 8544, 8518,
 * 8543 and of the chapter 90 instruments split on, in the words rulings and marketplace titles use for them.
 */

// 8527 radio-broadcast receivers split three ways (HS 2022 subheading titles):
// 8527.1x capable of operating without an external source of power (battery, hand-crank, solar: .12 pocket-size
// radio cassette players, .13 other combined with sound recording or reproducing apparatus, .19 other);
// 8527.2x not capable of operating without external power, of a kind used in motor vehicles (.21 combined with
// sound recording or reproducing apparatus, .29 other); 8527.9x other (mains) receivers (.91 combined with sound
// recording or reproducing apparatus, .92 not so combined but combined with a clock, .99 other).
const VEHICLE = 'vehicle, motor vehicle, automobile, automotive, car, truck, dashboard, dash, in dash, head unit, din, autoradio, motorcycle, motorbike, scooter, atv, utv, golf cart, tractor, vehicular';
const RECORDING = 'cd, cd player, compact disc, cassette, cassette player, cassette deck, tape, mp3, mp3 player, usb, sd card, media player, sound reproducing, sound recording, recording, recorder, dvd, digital media, media receiver, flash drive, memory card, card reader, ipod, dock, docking, music player, audio player, digital audio player, turntable, record player, phonograph';
const BATTERY = 'battery, battery operated, battery powered, portable, pocket, hand crank, crank, dynamo, solar, rechargeable';
const MAINS = 'household current, household, mains, main power, ac, ac power, alternating current, wall outlet, electrical outlet, ac adapter';
const RADIO = 'radio, radio receiver, radio broadcast receiver, am fm radio, fm radio, am fm receiver, tuner, am fm tuner, radio tuner';

export const ELECTRICAL_3: VocabEntry[] = [
  p('852721', `${RADIO}, stereo, receiver, car stereo, car audio`, { w: 1.2, when: [VEHICLE, RECORDING] }),
  p('852729', `${RADIO}, receiver`, { w: 1.2, when: VEHICLE, unless: RECORDING }),
  p('852721', 'automotive receiver, in dash receiver, car receiver, head unit, car stereo receiver', { w: 0.8, when: RECORDING }),
  p('852729', 'automotive receiver, in dash receiver, car receiver, head unit', { w: 0.7, unless: RECORDING }),
  p('852791', RADIO, { w: 0.7, when: [RECORDING, `${MAINS}, tabletop, table top, bedside, shelf system, micro system, hifi system, stereo system`], unless: `${VEHICLE}, ${BATTERY}` }),
  p('852799', RADIO, { w: 0.6, when: `${MAINS}, internet radio, wifi radio, hifi tuner, tabletop, table top`, unless: `${RECORDING}, ${VEHICLE}, ${BATTERY}, clock` }),
  p('852712', 'pocket radio cassette, pocket size radio cassette player, pocket radio cassette player, radio cassette walkman', { w: 0.8 }),
  p('852713', RADIO, { w: 0.7, when: [BATTERY, RECORDING], unless: `${VEHICLE}, pocket size, pocket radio cassette` }),
  p('852719', RADIO, { w: 0.7, when: BATTERY, unless: `${RECORDING}, ${VEHICLE}` }),
];
