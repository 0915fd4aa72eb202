//! Helpers for the games' scenario tests (test builds only), for any game:
//! refusals checked in full and the pits a sowing passed over.

use super::{Effect, Effects, Game, IllegalAction};

/// `action` is refused for `why`, by `check` and by `apply`, and changes
/// nothing: neither the position nor the effects.
pub fn refuses<G: Game>(game: &G, action: G::Action, why: IllegalAction) {
    assert_eq!(game.check(action), Err(why), "{action}");
    let mut copy = game.clone();
    let mut fx = Effects::recording();
    assert_eq!(copy.apply(action, &mut fx), Err(why), "{action}");
    assert_eq!(&copy, game, "{action} changed the position");
    assert!(fx.list().is_empty(), "{action} left effects");
}

/// Each action, in the notation and parted by spaces, is refused for
/// `why` and changes nothing (see [`refuses`]).
pub fn refused<G: Game>(game: &G, actions: &str, why: IllegalAction) {
    for mv in actions.split_whitespace() {
        let action = mv.parse().unwrap_or_else(|e| panic!("{mv}: {e}"));
        refuses(game, action, why);
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
