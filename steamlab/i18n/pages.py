# ruff: noqa: E501  (catalogue data: one message a line reads better than wrapped Japanese)
"""Words of the dashboard pages: titles, introductions, help, and the labels of each dashboard (``ui.*``).

Read through :func:`steamlab.widgets.i18n.tr` (``tr("page_build_cost_title", "ja")``); the page
header is :class:`steamlab.widgets.language.DashboardHeader`.

>>> from steamlab.i18n import msg
>>> msg("ui.page_build_cost_title").render("ja")
'敷設費用計算'
>>> print(msg("ui.dp_summary", n=12, who=msg("word.player", n=1), loco=3, best=1, top=4).render("ja"))
プレイヤー 1 の合法な輸送 12 通り (機関車レベル 3)。★ は手番プレイヤーに最も点の入る輸送: 4 点 (1 通り)。
>>> print(msg("ui.dp_summary", n=1, who=msg("word.player", n=1), loco=3, best=1, top=1))
1 legal delivery for Player 1 (locomotive 3). ★ marks the best for the mover: 1 point (1 of them).
"""

from __future__ import annotations

PAGES = {
    "ui.all_dashboards": {"en": "All dashboards", "ja": "ダッシュボード一覧"},
    "ui.how_to_use": {"en": "How to use it", "ja": "使い方"},
    "ui.page_index_title": {"en": "steamlab dashboards", "ja": "steamlab ダッシュボード"},
    "ui.page_index_intro": {
        "en": "Interactive pages for learning the rules of Steam, Age of Steam and Russian Railroads.",
        "ja": "スチーム、エイジ・オブ・スチーム、ロシアンレールロードのルールを学ぶための対話型ページです。",
    },
    "ui.page_map_viewer_title": {"en": "Map viewer", "ja": "マップビューア"},
    "ui.page_map_viewer_intro": {
        "en": "Click a hex to see what is on it.",
        "ja": "ヘクスをクリックすると、そこにあるものが表示されます。",
    },
    "ui.page_map_viewer_help": {
        "en": "Pick a map; click a hex to see its terrain, its town or city, the goods on it and the track with its owners. The checkbox under the map list lays made-up track and goods on the map, to see a game in progress.",
        "ja": "マップを選び、ヘクスをクリックすると、地形、町や都市、置かれた商品コマ、線路とその所有者が表示されます。マップ一覧の下のチェックボックスで、架空の線路と商品コマを置いた対局中の様子を見られます。",
    },
    "ui.page_build_cost_title": {"en": "Build-cost calculator", "ja": "敷設費用計算"},
    "ui.page_build_cost_intro": {
        "en": "Click a hex: its legal tiles and the cost line by line, or why it is refused.",
        "ja": "ヘクスをクリックすると、置けるタイルと費用の内訳、または置けない理由が表示されます。",
    },
    "ui.page_build_cost_help": {
        "en": "Pick the rules (Steam's formula or Age of Steam's table), a map and a player; click a hex, choose a tile and turn it: the map previews it, the panel says whether it is legal (or why not) and itemises the cost. Confirm lays it.",
        "ja": "ルール (スチームの計算式かエイジ・オブ・スチームの費用表)、マップ、プレイヤーを選び、ヘクスをクリックしてタイルを選び回転させます。マップにプレビューが描かれ、パネルに置けるかどうか (置けない理由) と費用の内訳が出ます。「確定」で敷設します。",
    },
    "ui.page_delivery_planner_title": {"en": "Delivery planner", "ja": "輸送プランナー"},
    "ui.page_delivery_planner_intro": {
        "en": "Every legal delivery of a player, with the points each link owner gets.",
        "ja": "プレイヤーの合法な輸送をすべて、リンクの所有者ごとの得点とともに一覧します。",
    },
    "ui.page_delivery_planner_help": {
        "en": "A sample network of complete links with goods on every city: every legal delivery of the chosen player and locomotive level, with the points each link owner gets; the best ones are starred. Pick one in the list, or click a city on the map, to see its route.",
        "ja": "完成区間のサンプル路線網で、すべての都市に商品コマがあります。選んだプレイヤーと機関車レベルでの合法な輸送をすべて、リンクの所有者ごとの得点とともに示し、最善のものに★を付けます。一覧から選ぶか、マップの都市をクリックするとルートが描かれます。",
    },
    "ui.page_score_calculator_title": {"en": "Score calculator", "ja": "得点計算"},
    "ui.page_score_calculator_intro": {
        "en": "End scores with their working, side by side.",
        "ja": "最終得点を内訳つきで並べて比べます。",
    },
    "ui.page_score_calculator_help": {
        "en": "End scores of Steam (base and standard) and Age of Steam side by side from the same inputs, with the working; the Russian Railroads tab scores a player board.",
        "ja": "同じ入力から、スチーム (基本・標準ルール) とエイジ・オブ・スチームの最終得点を内訳つきで並べます。ロシアンレールロードのタブではプレイヤーボードの得点を計算します。",
    },
    "ui.page_hot_seat_title": {"en": "Hot-seat game", "ja": "ホットシート対戦"},
    "ui.page_hot_seat_intro": {
        "en": "Play a whole game on one screen: the map, and beside it the panel where you act.",
        "ja": "1 画面でゲームを最後まで遊べます: マップと、その横に手を選ぶパネル。",
    },
    "ui.page_hot_seat_help": {
        "en": "Play Steam (base or standard), Age of Steam or Russian Railroads: the map, a panel per player, the phase and the legal actions as controls. In the build phase click a hex to lay track; in a move round click a city to move a cube. Each seat is a person or the computer, at the strength chosen beside it (quick, careful or full); Bot move plays the seat to act at its strength; Hint lists the computer's best moves for the player to act, each with its win chance, mean score and a reason. Undo, save and load records, and step back with the slider.",
        "ja": "スチーム (基本・標準ルール)、エイジ・オブ・スチーム、ロシアンレールロードを遊べます: マップ、プレイヤーごとのパネル、フェイズ、合法手のボタン。線路敷設フェイズではヘクスをクリックして線路を置き、商品輸送ではコマのある都市をクリックします。席ごとに人かコンピューターかを選べ、コンピューターの強さ (速い・丁寧・本気) はその横で選びます。「ボットの手」は手番の席の強さで指します。「ヒント」は手番プレイヤーへのコンピューターのおすすめの手を、勝率・平均得点・理由つきで示します。一手戻す、棋譜の保存と読み込み、スライダーで前の局面に戻ることもできます。",
    },
    "ui.page_replay_viewer_title": {"en": "Replay viewer", "ja": "棋譜ビューア"},
    "ui.page_replay_viewer_intro": {"en": "Step through a recorded game.", "ja": "記録されたゲームを一手ずつたどります。"},
    "ui.page_replay_viewer_help": {
        "en": "Open a recorded game (the recorded test games, or a file of your own) and step through it with the slider: map, players, phase and log at every step.",
        "ja": "記録されたゲーム (テスト用の棋譜か自分のファイル) を開き、スライダーで一手ずつたどります。各手順のマップ、プレイヤー、フェイズ、記録が表示されます。",
    },
    "ui.page_rr_board_title": {
        "en": "Russian Railroads board & round score",
        "ja": "ロシアンレールロード: ボードとラウンド得点",
    },
    "ui.page_rr_board_intro": {
        "en": "A player board and the score it makes at the end of the round.",
        "ja": "プレイヤーボードと、ラウンド終了時にそのボードが得る得点。",
    },
    "ui.page_rr_board_help": {
        "en": "Describe a player board with the controls (where each rail colour stands on each railway, the locomotives, the doublers, the industry markers and the factories built) and see it drawn with the score it will make at the end of the round and its working. The first board is the rules' Trans-Siberian example (12 VP). Random position plays a seeded game of random players some rounds in and shows every board.",
        "ja": "コントロールでプレイヤーボードを設定すると (各鉄道の各色の線路の位置、機関車、×2トークン、工業マーカー、建てた工場)、ボードが描かれ、ラウンド終了時の得点と内訳が表示されます。最初のボードはルールのシベリア横断鉄道の例 (12 勝利点) です。「ランダム局面」はランダムなプレイヤーでシード付きのゲームを数ラウンド進め、全員のボードを表示します。",
    },
    "ui.page_scenario_lab_title": {"en": "Scenario lab", "ja": "シナリオ実験室"},
    "ui.page_scenario_lab_intro": {
        "en": "Set a position up by hand and ask which move wins more often.",
        "ja": "局面を手で作り、どの手がよく勝つかを調べます。",
    },
    "ui.page_scenario_lab_help": {
        "en": "Set a position up by hand (click a hex, then add cubes or lay a tile), see what Steam and Age of Steam say about it, and ask which choice wins more often: every legal action of the player to move is played out by bots, many times, each from its own seed. Give a Dask scheduler address to send the playouts to a cluster.",
        "ja": "局面を手で作り (ヘクスをクリックして商品コマを足すかタイルを置く)、スチームとエイジ・オブ・スチームの判定を比べ、どの手がよく勝つかを調べます: 手番プレイヤーの合法手それぞれを、ボットが別々のシードで何度も最後まで打ちます。Dask スケジューラのアドレスを入れるとクラスタで実行します。",
    },
    "ui.page_map_editor_title": {"en": "Map editor", "ja": "マップエディター"},
    "ui.page_map_editor_intro": {
        "en": "Draw a board, check it, save it to your maps and play on it.",
        "ja": "ボードを描いて検査し、自分のマップとして保存して、そのマップで遊べます。",
    },
    # the index
    "ui.index_dashboard": {"en": "Dashboard", "ja": "ダッシュボード"},
    "ui.index_what": {"en": "What it does", "ja": "できること"},
    "ui.index_lessons": {"en": "Lessons", "ja": "レッスン"},
    "ui.index_lessons_elsewhere": {
        "en": "Notebooks that teach the rules step by step. This server shows the dashboards only: open the lessons in JupyterLab (jupyter lab notebooks/lessons) or on Binder.",
        "ja": "ルールを一歩ずつ教えるノートブックです。このサーバーはダッシュボードだけを表示します: レッスンは JupyterLab (jupyter lab notebooks/lessons) か Binder で開いてください。",
    },
    "ui.index_lessons_intro": {
        "en": "Notebooks that teach the rules step by step (served with the repository: Binder, or jupyter lab notebooks/lessons):",
        "ja": "ルールを一歩ずつ教えるノートブック (リポジトリと一緒に公開: Binder、または jupyter lab notebooks/lessons):",
    },
    "ui.index_maps": {"en": "Maps", "ja": "マップ"},
    "ui.index_maps_intro": {
        "en": "Draw your own in the map editor: saved maps are listed here and in every dashboard's map list.",
        "ja": "マップエディターで自分のマップを描けます。保存したマップはここと各ダッシュボードのマップ一覧に並びます。",
    },
    "ui.index_map_counts": {
        "en": "{title}: {hexes:count.hex/hexes}, {cities:count.city/cities}, {towns:count.town}",
        "ja": "{title}: {hexes} ヘクス、都市 {cities}、町 {towns}",
    },
    # map viewer, build cost, delivery planner
    "ui.sample_full": {"en": "Sample position (4 players, goods)", "ja": "サンプル局面 (4 人、商品コマあり)"},
    "ui.dp_line": {
        "en": "{colour:t.cube}: {start} → {end}{via}, +{pts}",
        "ja": "{colour:t.cube}: {start} → {end}{via}、+{pts} 点",
    },
    "ui.dp_via": {"en": " via {stop}", "ja": " ({stop} 経由)"},
    "ui.dp_summary": {
        "en": "{n:count.legal delivery/legal deliveries} for {who} (locomotive {loco}). ★ marks the best for the mover: {top:count.point} ({best} of them).",
        "ja": "{who} の合法な輸送 {n} 通り (機関車レベル {loco})。★ は手番プレイヤーに最も点の入る輸送: {top} 点 ({best} 通り)。",
    },
    # score calculator
    "ui.sc_vp_track": {"en": "VP track", "ja": "勝利点トラック"},
    "ui.sc_shares": {"en": "Shares (AoS)", "ja": "株式 (AoS)"},
    "ui.sc_links": {"en": "Tiles per complete link", "ja": "完成区間ごとのタイル数"},
    "ui.sc_intro": {
        "en": "Type each player's end position. Links: the number of track tiles of each complete link (Steam counts the links, Age of Steam the tiles).",
        "ja": "各プレイヤーの終了時の状態を入力します。リンク: 完成区間ごとの線路タイルの枚数 (スチームは区間の数、エイジ・オブ・スチームはタイルの数を数えます)。",
    },
    "ui.sc_rail_tab": {"en": "Steam, Age of Steam", "ja": "スチーム、エイジ・オブ・スチーム"},
    "ui.sc_bad_lengths": {
        "en": "{field}: {token!r} is not a whole number from 1 to 99",
        "ja": "{field}: {token!r} は 1 から 99 までの整数ではありません",
    },
    "ui.sc_field_links": {"en": "tiles per complete link", "ja": "完成区間ごとのタイル数"},
    "ui.sc_field_player_links": {"en": "{p:player}, tiles per complete link", "ja": "{p:player}、完成区間ごとのタイル数"},
    # Russian Railroads board & round score
    "ui.rr_own_board": {"en": "A board of your own", "ja": "自分のボード"},
    "ui.rr_random_heading": {"en": "A random position", "ja": "ランダム局面"},
    "ui.rr_loco": {"en": "loco", "ja": "機関車"},
    "ui.rr_industry_more": {"en": "Industry & more", "ja": "工業ほか"},
    "ui.rr_doublers": {"en": "doublers", "ja": "×2トークン"},
    "ui.rr_industry": {"en": "industry", "ja": "工業"},
    "ui.rr_marker2": {"en": "marker 2", "ja": "マーカー2"},
    "ui.rr_factories": {"en": "factories", "ja": "工場"},
    "ui.rr_factories_hint": {"en": "numbers, e.g. 2 7 5", "ja": "番号 (例: 2 7 5)"},
    "ui.rr_revaluation": {"en": "revaluation", "ja": "再評価"},
    "ui.rr_medal": {"en": "Kiev medal", "ja": "キエフ勲章"},
    "ui.rr_round_score": {"en": "Round score: {n} VP", "ja": "ラウンド得点: {n} 勝利点"},
    "ui.rr_every_line": {"en": "every scoring line", "ja": "得点の内訳"},
    "ui.rr_impossible": {"en": "Not a possible board:", "ja": "ありえないボードです:"},
    "ui.rr_your_board": {"en": "Your board", "ja": "あなたのボード"},
    "ui.rr_rounds_in": {"en": "rounds in", "ja": "進めるラウンド"},
    "ui.rr_random": {"en": "Random position", "ja": "ランダム局面"},
    "ui.rr_game_info": {
        "en": "Round {round} of {rounds} (seed {seed}, {n} players). End-of-round scores: {scores}.",
        "ja": "ラウンド {round} / {rounds} (シード {seed}、{n} 人)。ラウンド終了時の得点: {scores}。",
    },
    "ui.rr_player_score": {"en": "{p:player}: {n}", "ja": "{p:player}: {n}"},
    "ui.rr_bad_factories": {
        "en": "factories: list up to five factory numbers from 1 to 9, left to right.",
        "ja": "工場: 1 から 9 までの工場番号を左から順に 5 つまで並べてください。",
    },
    "ui.rr_bad_industry": {
        "en": "industry: a marker on space {space} needs every factory before it built.",
        "ja": "工業: マーカーを {space} マスに置くには、その手前の工場をすべて建てておく必要があります。",
    },
    "ui.rr_bad_order": {
        "en": "{railway:t.railway}: the rails must keep their colour order (black ahead of the others), one per space.",
        "ja": "{railway:t.railway}: 線路は色の順 (黒が先頭) を守り、1 マスに 1 本ずつです。",
    },
    "ui.rr_bad_other": {"en": "{field}: {problem}", "ja": "{field}: この組み合わせはありえません ({problem})"},
    # scenario lab
    "ui.sl_scenario": {"en": "Scenario", "ja": "シナリオ"},
    "ui.sl_bots": {"en": "Bots", "ja": "ボット"},
    "ui.sl_bot_random": {"en": "random", "ja": "ランダム"},
    "ui.sl_bot_greedy": {"en": "greedy", "ja": "貪欲"},
    "ui.sl_bot_strong": {"en": "strong", "ja": "強い"},
    "ui.sl_strength": {"en": "Strength", "ja": "強さ"},
    "ui.sl_strength_quick": {"en": "quick: {n} positions a move", "ja": "速い: 1 手に {n} 局面"},
    "ui.sl_strength_careful": {"en": "careful: {n} positions a move", "ja": "丁寧: 1 手に {n} 局面"},
    "ui.sl_strength_full": {"en": "full: {n} positions a move (the default)", "ja": "本気: 1 手に {n} 局面 (既定)"},
    "ui.sl_strong_cost": {
        "en": "The strong bot searches before every move of every playout: on a late Steam position a playout takes about 1 s of one free core at {quick} positions a move and 10 s at {full} (longer on a busy machine). Start with a few playouts.",
        "ja": "強いボットはどの試行でも 1 手ごとに探索します。スチームの終盤の局面で、1 回の試行に、空いている 1 コアで 1 手 {quick} 局面ならおよそ 1 秒、{full} 局面なら 10 秒かかります (混んだマシンではもっと長く)。まずは少ない回数で試してください。",
    },
    "ui.sl_progress_line": {
        "en": "{done} of {total} playouts played ({s} s)…",
        "ja": "{total} 回中 {done} 回の試行が済みました ({s} 秒)…",
    },
    "ui.sl_progress_done": {
        "en": "All {total} playouts played in {s} s.",
        "ja": "{total} 回の試行がすべて済みました ({s} 秒)。",
    },
    "ui.sl_playouts": {"en": "Playouts", "ja": "試行回数"},
    "ui.sl_dask_hint": {"en": "tcp://host:8786 (optional)", "ja": "tcp://host:8786 (任意)"},
    "ui.sl_run": {"en": "Run playouts", "ja": "試行を実行"},
    "ui.sl_progress": {"en": "Progress", "ja": "進み具合"},
    "ui.sl_press_run": {"en": "Press “Run playouts”.", "ja": "「試行を実行」を押してください。"},
    "ui.sl_running": {"en": "Running…", "ja": "実行中…"},
    "ui.sl_sound": {"en": "Position is sound.", "ja": "局面に問題はありません。"},
    "ui.sl_problems": {"en": "Problems:", "ja": "問題:"},
    "ui.sl_fix_first": {"en": "Fix the position first.", "ja": "先に局面を直してください。"},
    "ui.sl_add_cube": {"en": "Add cube", "ja": "商品コマを足す"},
    "ui.sl_remove_cubes": {"en": "Remove cubes", "ja": "商品コマを除く"},
    "ui.sl_rotation": {"en": "Rotation", "ja": "向き"},
    "ui.sl_owner": {"en": "Owner", "ja": "所有者"},
    "ui.sl_lay": {"en": "Lay tile", "ja": "タイルを置く"},
    "ui.sl_remove_tile": {"en": "Remove tile", "ja": "タイルを除く"},
    "ui.sl_click_hex": {"en": "Click a hex to edit it.", "ja": "ヘクスをクリックすると編集できます。"},
    "ui.sl_editing": {"en": "Editing {place} ({hex}).", "ja": "{place} ({hex}) を編集中。"},
    "ui.sl_editing_hex": {"en": "Editing {hex}.", "ja": "{hex} を編集中。"},
    "ui.sl_need_hex": {"en": "Click a hex on the map first.", "ja": "先にマップのヘクスをクリックしてください。"},
    "ui.sl_tab_position": {"en": "Position (edit)", "ja": "局面 (編集)"},
    "ui.sl_tab_playouts": {"en": "Playouts", "ja": "試行"},
    "ui.sl_tab_compare": {"en": "Compare rule sets", "ja": "ルールの比較"},
    "ui.sl_loco": {"en": "Locomotive", "ja": "機関車"},
    "ui.sl_no_delivery": {
        "en": "No delivery is legal for {p:player} under either rule set here.",
        "ja": "ここでは、どちらのルールでも {p:player} に合法な輸送はありません。",
    },
    "ui.sl_deliveries": {
        "en": "Deliveries for {p:player} (locomotive {loco}); highlighted rows differ.",
        "ja": "{p:player} の輸送 (機関車レベル {loco})。色の付いた行は 2 つのルールで結果が違います。",
    },
    "ui.sl_route": {"en": "route", "ja": "ルート"},
    "compare.route": {"en": "{colour:t.cube} cube {stops}", "ja": "{colour:t.cube}の商品コマ {stops}"},
    "compare.nobody": {"en": "nobody scores", "ja": "得点なし"},
    "compare.steam": {"en": "{points} (income or VP)", "ja": "{points} (収入か勝利点)"},
    "compare.age_of_steam": {"en": "{points} income", "ja": "{points} 収入"},
    "compare.illegal": {"en": "illegal: {reason}", "ja": "不可: {reason}"},
    "ui.sl_action": {"en": "Action", "ja": "手"},
    "ui.sl_win_rate": {"en": "Win rate (95%)", "ja": "勝率 (95%)"},
    "ui.sl_mean_score": {"en": "Mean score (95%)", "ja": "平均得点 (95%)"},
    "ui.sl_cash": {"en": "Cash", "ja": "所持金"},
    "ui.sl_income": {"en": "Income", "ja": "収入"},
    "ui.sl_action_tile": {"en": "Action", "ja": "アクション"},
    "ui.preset_engineer": {
        "en": "Is it worth taking Engineer here? (Steam, turn 9 of 10)",
        "ja": "ここでエンジニアを取る価値はあるか (スチーム、ターン 9 / 10)",
    },
    "ui.preset_last_deliveries": {
        "en": "The last move round (Steam, turn 10)",
        "ja": "最後の商品輸送 (スチーム、ターン 10)",
    },
}

POSITION = {
    # the problems of a hand-made position (steamlab.games.rails.position) the scenario lab's editor can cause
    "position.too_many_tiles": {
        "en": "{n} '{tile:t.tile}' tiles are on the map but the game has {count}.",
        "ja": "マップに「{tile:t.tile}」タイルが {n} 枚ありますが、ゲームには {count} 枚しかありません。",
    },
    "position.track_off_edge": {
        "en": "Track on {at} leaves by an edge where track may not go (off the map, a lake or a thick line).",
        "ja": "{at} の線路が、線路の通れない辺 (マップの外、湖、太線) から出ています。",
    },
    "position.link_owners": {
        "en": "The link from {where} has pieces with different owners ({owners}).",
        "ja": "{where} からのリンクに、所有者の違う線路が混ざっています ({owners})。",
    },
    "position.link_loop": {
        "en": "A link runs from {place} back to itself.",
        "ja": "{place} から出て自分に戻るリンクがあります。",
    },
    "position.track_alone": {
        "en": "Track on {at} is not joined to any city or town.",
        "ja": "{at} の線路はどの都市や町にもつながっていません。",
    },
    "position.cube_not_city": {
        "en": "cubes: {at} is not a city: goods wait only on cities.",
        "ja": "商品コマ: {at} は都市ではありません。商品コマは都市にだけ置けます。",
    },
    "position.no_track_on": {
        "en": "track[{i}]: no track may lie on {place}.",
        "ja": "{place} には線路を置けません (track[{i}])。",
    },
    "position.town_tile_needed": {
        "en": "track[{i}]: only a town tile may lie on the town of {place}.",
        "ja": "{place} の町には町のタイルしか置けません (track[{i}])。",
    },
    "position.town_tile_off_town": {
        "en": "track[{i}]: a town tile lies on {at}, which is not a town.",
        "ja": "{at} は町ではないのに、町のタイルが置かれています (track[{i}])。",
    },
    "position.cube_count": {
        "en": "{n} {colour:t.cube} cubes are in the position but the game has {total}.",
        "ja": "局面に{colour:t.cube}の商品コマが {n} 個ありますが、ゲームには {total} 個しかありません。",
    },
}

BOARD = {
    # words drawn on the Russian Railroads boards (steamlab.render.rr_board, rr_main)
    "board.workers": {"en": "workers {free}/{total}{temps}{black}", "ja": "ワーカー {free}/{total}{temps}{black}"},
    "board.temps": {"en": " + {n} temporary", "ja": " + 臨時 {n}"},
    "board.black": {"en": " + black", "ja": " + 黒"},
    "board.black_used": {"en": " + black (used)", "ja": " + 黒 (使用済み)"},
    "board.ruble": {"en": "{n} ruble", "ja": "{n} ルーブル"},
    "board.rubles": {"en": "{n:count.ruble}", "ja": "{n} ルーブル"},
    "board.engineers": {"en": "engineers {numbers}", "ja": "技術者 {numbers}"},
    "board.end_bonus": {"en": "end bonus {numbers}", "ja": "エンドボーナス {numbers}"},
    "board.none": {"en": "none", "ja": "なし"},
    "board.vp_so_far": {"en": "{n} VP so far", "ja": "ここまで {n} 勝利点"},
    "board.revalued": {"en": "revalued rails", "ja": "線路の再評価"},
    "board.medal": {"en": "Kiev medal", "ja": "キエフ勲章"},
    "board.tokens": {"en": "bonus tokens {numbers}", "ja": "アドバンテージトークン {numbers}"},
    "board.doublers": {"en": "doublers", "ja": "×2トークン"},
    "board.all_colours": {"en": "all colours", "ja": "全色"},
    "board.industry": {"en": "Industry", "ja": "工業"},
    "board.factories": {"en": "factories {n}/5", "ja": "工場 {n}/5"},
    "board.gap": {"en": "gap", "ja": "空き"},
    "board.token": {"en": "token", "ja": "トークン"},
    "board.plus_worker": {"en": "+wkr", "ja": "+1人"},
    "board.unconfirmed": {"en": "? number not confirmed", "ja": "? 未確認の数値"},
    "board.scores": {"en": "Scores at the end of the round", "ja": "ラウンド終了時の得点"},
    "board.end_of_round": {"en": "end of round", "ja": "ラウンド終了時"},
    "board.final_scores": {"en": "Final score (the game is over)", "ja": "最終得点 (ゲーム終了)"},
    "board.final": {"en": "final", "ja": "最終"},
    "board.final_vp": {"en": "final score {n} VP", "ja": "最終得点 {n} 勝利点"},
    "board.final_total": {"en": "Final score: {n} VP", "ja": "最終得点: {n} 勝利点"},
    "board.no_loco": {"en": "{name}: 0  (no locomotive)", "ja": "{name}: 0  (機関車なし)"},
    "board.reach": {"en": "{name}: {total}  (reach {reach})", "ja": "{name}: {total}  (到達 {reach})"},
    "board.colour_term": {"en": "{colour:t.colour} {n}×{base}", "ja": "{colour:t.colour} {n}×{base}"},
    "board.doublers_plus": {"en": "doublers +{n}", "ja": "×2トークン +{n}"},
    "board.stars": {"en": "stars {vps}", "ja": "星 {vps}"},
    "board.medal_plus": {"en": "medal +{n}", "ja": "勲章 +{n}"},
    "board.industry_total": {"en": "Industry: {n}", "ja": "工業: {n}"},
    "board.marker": {"en": "  marker {i} on space {space}: {vp}", "ja": "  マーカー {i}: {space} マス: {vp}"},
    "board.round_total": {"en": "Round: {n} VP", "ja": "ラウンド: {n} 勝利点"},
    "board.turn": {"en": "  (turn {n})", "ja": "  (手番 {n})"},
    "board.turn_passed": {"en": "  (turn {n}, passed)", "ja": "  (手番 {n}、パス済み)"},
    "board.area_rails": {"en": "Rails", "ja": "線路"},
    "board.area_locomotives": {"en": "Locomotives & factories", "ja": "機関車と工場"},
    "board.area_industry": {"en": "Industry", "ja": "工業"},
    "board.area_auxiliary": {"en": "Doubler, rubles, workers", "ja": "×2トークン、ルーブル、ワーカー"},
    "board.area_engineers": {"en": "Engineers", "ja": "技術者"},
    "board.area_turn_order": {"en": "Turn order", "ja": "手番順"},
    "board.engineer_space": {"en": "Engineer {n}", "ja": "技術者 {n}"},
}

EXAMPLES = {
    # the worked examples below the dashboards (steamlab.widgets.examples) and the replay viewer's record titles
    "ui.example_build": {
        "en": "{at} ({terrain}), {game:t.game}: {verdict}",
        "ja": "{at} ({terrain})、{game:t.game}: {verdict}",
    },
    "ui.build_verdict": {"en": "{kind}, {legal}", "ja": "{kind}、{legal}"},
    "ui.example_deliveries": {
        "en": "{game:t.game}: {n:count.delivery/deliveries}; best: {best}",
        "ja": "{game:t.game}: 輸送 {n} 通り。最善: {best}",
    },
    "ui.example_rr": {
        "en": "The rules' example scores {total} VP: Trans-Siberian {siberian}, industry {industry}.",
        "ja": "ルールの例は {total} 勝利点: シベリア横断鉄道 {siberian}、工業 {industry}。",
    },
    "ui.record_title": {"en": "{game}, {n} players: {result}, seed {seed}", "ja": "{game}、{n} 人: {result}、シード {seed}"},
    "ui.record_winner": {"en": "{p:player} won with {vp} VP", "ja": "{p:player} の勝ち ({vp} 勝利点)"},
    "ui.record_unfinished": {"en": "unfinished after {n:count.move}", "ja": "{n} 手で中断"},
    "ui.record_unreadable": {"en": "{file}: cannot be read", "ja": "{file}: 読めません"},
}

ENTRIES = {**PAGES, **POSITION, **BOARD, **EXAMPLES}
