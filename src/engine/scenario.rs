//! Helpers for the games' scenario tests (test builds only), for any game:
//! refusals checked in full and the pits a sowing passed over.

use super::{Effect, Effects, Game, IllegalAction};

/// Each action, in the notation and parted by spaces, is refused for
/// `why` and changes nothing: neither the position nor the effects.
pub fn refused<G: Game>(game: &G, actions: &str, why: IllegalAction) {
    for mv in actions.split_whitespace() {
        let mut copy = game.clone();
        let mut fx = Effects::recording();
        let action = mv.parse().unwrap_or_else(|e| panic!("{mv}: {e}"));
        assert_eq!(copy.apply(action, &mut fx), Err(why), "{mv}");
        assert_eq!(&copy, game, "{mv}");
        assert!(fx.list().is_empty(), "{mv}");
    }
}

/// The pits a sowing passed over, in order.
pub fn skips(fx: &[Effect]) -> Vec<u8> {
    fx.iter()
        .filter_map(|e| match *e {
            Effect::Skip { pit } => Some(pit),
            _ => None,
        })
        .collect()
}
