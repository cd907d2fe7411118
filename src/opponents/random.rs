//! Seeded randomness for the computer's levels and for matches: SplitMix64 (Steele, Lea and Flood,
//! "Fast splittable pseudorandom number generators", 2014; the generator of Java's `SplittableRandom`
//! and the seeder of the xoshiro family). A 64-bit state stepped by a constant and scrambled: small,
//! fast, statistically sound for games, and the same sequence on every machine, so a seed names a
//! match exactly. Not for secrets.

use web_time::{SystemTime, UNIX_EPOCH};

/// A SplitMix64 generator: the same seed always gives the same numbers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Random {
    state: u64,
}

impl Random {
    /// A generator starting from `seed`.
    pub const fn new(seed: u64) -> Random {
        Random { state: seed }
    }

    /// A seed from the clock, different from run to run, for play that should not repeat.
    pub fn clock_seed() -> u64 {
        let nanos = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |since| since.as_nanos() as u64);
        // Scrambled once, so seeds taken close together still start far apart.
        Random::new(nanos).next_u64()
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number from 0 to `n - 1`, each equally likely (`n` must not be 0). Draws that would favour
    /// the low numbers are thrown back, so there is no bias at all.
    pub fn below(&mut self, n: u64) -> u64 {
        assert!(n > 0, "a number below 0 does not exist");
        // The largest multiple of n that fits: draws under it fall evenly on every remainder.
        let zone = u64::MAX - u64::MAX % n;
        loop {
            let draw = self.next_u64();
            if draw < zone {
                return draw % n;
            }
        }
    }

    /// True `percent` times in 100.
    pub fn percent(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_reference_outputs_of_splitmix64() {
        // The sequence of the reference implementation (splitmix64.c) for seed 1234567.
        let mut random = Random::new(1_234_567);
        let expected: [u64; 5] = [
            6_457_827_717_110_365_317,
            3_203_168_211_198_807_973,
            9_817_491_932_198_370_423,
            4_593_380_528_125_082_431,
            16_408_922_859_458_223_821,
        ];
        assert_eq!(expected.map(|_| random.next_u64()), expected);
        // And for seed 0.
        let mut random = Random::new(0);
        assert_eq!(random.next_u64(), 0xe220_a839_7b1d_cdaf);
        assert_eq!(random.next_u64(), 0x6e78_9e6a_a1b9_65f4);
    }

    #[test]
    fn below_covers_every_number_evenly() {
        let mut random = Random::new(7);
        let mut seen = [0u32; 9];
        for _ in 0..90_000 {
            seen[random.below(9) as usize] += 1;
        }
        // Each of 9 numbers about 10,000 times; a fair die strays by a few hundred at most.
        assert!(seen.iter().all(|&n| (9_400..10_600).contains(&n)), "{seen:?}");
        assert_eq!(Random::new(1).below(1), 0);
    }

    #[test]
    fn the_same_seed_gives_the_same_numbers() {
        let (mut a, mut b) = (Random::new(42), Random::new(42));
        for _ in 0..100 {
            assert_eq!(a.below(1_000), b.below(1_000));
        }
        assert_ne!(Random::new(1).next_u64(), Random::new(2).next_u64());
    }

    #[test]
    fn percent_is_never_and_always_at_the_ends() {
        let mut random = Random::new(3);
        assert!((0..1_000).all(|_| !random.percent(0)));
        assert!((0..1_000).all(|_| random.percent(100)));
    }
}
