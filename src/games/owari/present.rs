//! How Owari is shown: a pit board, each move played from its pit. The
//! words for moves and endings are the shared ones of the pit games.

crate::engine::pit_core::present_pit_moves!(super::Owari);
