"""The computer players, above the games: they play any game through the state API.

* :mod:`~steamlab.bots.players` -- the random, greedy and strong players and :func:`~steamlab.bots.players.make_bot`;
* :mod:`~steamlab.bots.search` -- the strong player's tree search with roll-outs;
* :mod:`~steamlab.bots.evaluate`, :mod:`~steamlab.bots.evaluate_russian`, :mod:`~steamlab.bots.planner`,
  :mod:`~steamlab.bots.solvency`, :mod:`~steamlab.bots.knowledge` -- how a position is judged;
* :mod:`~steamlab.bots.hints` -- ``steamlab.hint(state)``, the advice shown to a player;
* :mod:`~steamlab.bots.simulate`, :mod:`~steamlab.bots.tournament` -- many games between bots.

A game's rules never import this package (tests/test_import_layers.py checks it).
"""
