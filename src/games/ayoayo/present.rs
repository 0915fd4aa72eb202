//! How Ayoayo is shown: a pit board, each move played from its pit and
//! named "Sow" and the pit. The words for endings are the shared ones of
//! the pit games.

crate::engine::pit_core::present_pit_moves!(super::Ayoayo, "Sow");
