//! Colour dice: each die shows one of six colours, equally likely. A roll
//! of several dice is kept as the number of dice showing each colour, since
//! which die shows what does not matter.

use std::fmt;

/// The six colours, in the order used everywhere (dice, squares, notation):
/// the colours a grid view's indices name.
pub const COLOUR_NAMES: [&str; 6] = crate::engine::board_view::DICE_COLOUR_NAMES;
/// One letter per colour, for the notation.
pub const LETTERS: [char; 6] = ['r', 'g', 'b', 'y', 'c', 'm'];
/// The most dice ever rolled at once.
pub const MAX_DICE: u8 = 5;
/// The colour that decides who starts.
pub const RED: usize = 0;

/// A roll: how many dice show each colour.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Dice(pub [u8; 6]);

impl Dice {
    /// The number of dice.
    pub fn total(&self) -> u8 {
        self.0.iter().sum()
    }

    /// The most dice showing one colour (the number of steps allowed).
    pub fn most_of_a_colour(&self) -> u8 {
        self.0.iter().copied().max().unwrap_or(0)
    }

    /// The probability of this roll when `total()` fair dice are rolled:
    /// `n! / (c1! … c6!) / 6^n`.
    pub fn probability(&self) -> f64 {
        let n = self.total() as u32;
        let mut ways = factorial(n);
        for &c in &self.0 {
            ways /= factorial(c as u32);
        }
        ways as f64 / 6f64.powi(n as i32)
    }

    /// Calls `f` with every distinct roll of `n` dice, in increasing order.
    pub fn for_each_roll(n: u8, mut f: impl FnMut(Dice)) {
        fn go(counts: &mut [u8; 6], colour: usize, left: u8, f: &mut impl FnMut(Dice)) {
            if colour == 5 {
                counts[5] = left;
                f(Dice(*counts));
                return;
            }
            for c in 0..=left {
                counts[colour] = c;
                go(counts, colour + 1, left - c, f);
            }
        }
        go(&mut [0; 6], 0, n, &mut f);
    }

    /// The dice one by one, as colour indices in colour order.
    pub fn faces(&self) -> impl Iterator<Item = u8> + '_ {
        self.0
            .iter()
            .enumerate()
            .flat_map(|(c, &n)| std::iter::repeat_n(c as u8, n as usize))
    }

    /// Reads a roll written as colour letters (`rrgby`), in any order.
    pub fn parse(letters: &str) -> Option<Dice> {
        let mut counts = [0u8; 6];
        for ch in letters.chars() {
            let colour = LETTERS.iter().position(|&l| l == ch)?;
            counts[colour] = counts[colour].checked_add(1)?;
        }
        let dice = Dice(counts);
        (1..=MAX_DICE).contains(&dice.total()).then_some(dice)
    }
}

impl fmt::Display for Dice {
    /// The letters of the dice in colour order: `rrgby`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for c in self.faces() {
            write!(f, "{}", LETTERS[c as usize])?;
        }
        Ok(())
    }
}

fn factorial(n: u32) -> u64 {
    (1..=n as u64).product()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn probabilities_sum_to_one_and_match_brute_force() {
        for n in 1..=MAX_DICE {
            let mut rolls = Vec::new();
            Dice::for_each_roll(n, |d| rolls.push(d));
            assert!(rolls.windows(2).all(|w| w[0] < w[1]), "sorted");
            assert!(rolls.iter().all(|d| d.total() == n));
            let sum: f64 = rolls.iter().map(Dice::probability).sum();
            assert!((sum - 1.0).abs() < 1e-12, "{n}: {sum}");
            // Every sequence of n faces, counted.
            let mut tally = std::collections::HashMap::new();
            let sequences = 6usize.pow(n as u32);
            for mut code in 0..sequences {
                let mut counts = [0u8; 6];
                for _ in 0..n {
                    counts[code % 6] += 1;
                    code /= 6;
                }
                *tally.entry(Dice(counts)).or_insert(0usize) += 1;
            }
            assert_eq!(tally.len(), rolls.len());
            for d in &rolls {
                let exact = tally[d] as f64 / sequences as f64;
                assert!((d.probability() - exact).abs() < 1e-15, "{d}");
            }
        }
        let mut five = 0;
        Dice::for_each_roll(5, |_| five += 1);
        assert_eq!(five, 252);
    }

    #[test]
    fn notation_round_trips() {
        let d = Dice::parse("ygrrb").unwrap();
        assert_eq!(d, Dice([2, 1, 1, 1, 0, 0]));
        assert_eq!(d.to_string(), "rrgby");
        assert_eq!(d.most_of_a_colour(), 2);
        for bad in ["", "x", "rrrrrr", "R"] {
            assert_eq!(Dice::parse(bad), None, "{bad}");
        }
    }
}
