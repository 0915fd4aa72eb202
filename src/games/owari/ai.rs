//! What the computer players know of Owari: seeds in store, and a store past half has won; exact values from its endgame tables where loaded.

crate::ai::scored_by_stores!(super::Owari, tables);
