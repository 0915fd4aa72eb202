//! How Owari is shown: a pit board, each move played from its pit. The
//! words for moves and endings are the shared ones of the pit games.

crate::engine::pit_core::present_pit_moves!(super::Owari);

/// This game's own event ([`Effect::Own`]): a capture that would have
/// taken every opponent seed was forfeited (the option "no capture").
pub(crate) const GRAND_SLAM_FORFEITED: crate::engine::Effect =
    crate::engine::Effect::Own(crate::i18n::msg("narrate-grand-slam"));
