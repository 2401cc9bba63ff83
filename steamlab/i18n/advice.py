"""The Hint's words: what a suggested move does in the position, and what the figures beside it mean.

Every entry takes the position's own names and numbers (hexes, cities, dollars, points, players), so a reason
names something a player can find on the board (:mod:`steamlab.bots.hints` fills them in).
"""

from __future__ import annotations

ENTRIES: dict[str, dict[str, str]] = {
    # what the move does
    "hint.build": {"en": "lays {tile:t.tile} on {at} for {cost:money}",
                   "ja": "{at} に{tile:t.tile}を {cost:money} で敷く"},
    "hint.build_completes": {"en": "lays {tile:t.tile} on {at} for {cost:money} and completes your link {start} – {end}",
                             "ja": "{at} に{tile:t.tile}を {cost:money} で敷き、{start} – {end} のリンクを完成させる"},
    "hint.build_towards": {"en": "lays {tile:t.tile} on {at} for {cost:money}: your track from {start} heads for {target} "
                                 "(about {more:money} more to finish)",
                           "ja": "{at} に{tile:t.tile}を {cost:money} で敷く: {start} からの線路が {target} へ向かう"
                                 " (完成まであと約 {more:money})"},
    "hint.build_extends": {"en": "lays {tile:t.tile} on {at} for {cost:money}: your track from {start} is now "
                                 "{n:count.tile} long",
                           "ja": "{at} に{tile:t.tile}を {cost:money} で敷く: {start} からの線路が {n} タイルになる"},
    "hint.deliver": {"en": "moves the {colour:t.cube} cube {route}: {points}",
                     "ja": "{colour:t.cube}の商品コマを {route} へ運ぶ: {points}"},
    "hint.then": {"en": "{before} → {stop}", "ja": "{before} → {stop}"},
    "hint.earns": {"en": "{player:player} +{n}", "ja": "{player:player} +{n}"},
    "hint.bid": {"en": "bids {amount:money} for turn order (you have {cash:money})",
                 "ja": "手番順に {amount:money} を入札する (手持ち {cash:money})"},
    "hint.drop_out": {"en": "drops out of the auction and keeps your {cash:money}",
                      "ja": "競りから降りて {cash:money} を残す"},
    "hint.shares": {"en": "issues {n:count.share}: {amount:money} now, and {n:money} more expenses every turn for "
                          "the {turns:count.turn} left ({total:money} in all)",
                    "ja": "株式を {n} 枚発行する: 今 {amount:money} を得て、残り {turns} ターンの毎ターン経費が"
                          " {n:money} 増える (合計 {total:money})"},
    "hint.capital": {"en": "raises {amount:money} now; your income goes down by {steps}",
                     "ja": "今 {amount:money} を調達する。収入は {steps} 下がる"},
    "hint.tile": {"en": "takes {tile:t.action_tile}", "ja": "{tile:t.action_tile}を取る"},
    "hint.tile_cost": {"en": "takes {tile:t.action_tile} for {cost:money}",
                       "ja": "{tile:t.action_tile}を {cost:money} で取る"},
    "hint.no_shares": {"en": "issues no shares (your expenses stay at {expenses:money} a turn)",
                       "ja": "株式を発行しない (経費は毎ターン {expenses:money} のまま)"},
    "hint.does": {"en": "{what}: {effect}", "ja": "{what}: {effect}"},
    "hint.does.first_move": {"en": "you move goods first in both delivery rounds",
                             "ja": "両方の輸送ラウンドで最初に輸送する"},
    "hint.does.first_build": {"en": "you lay track before everyone else this turn", "ja": "このターン最初に線路を敷く"},
    "hint.does.engineer": {"en": "you may lay 4 tiles this turn instead of 3", "ja": "このターンは3枚でなく4枚敷ける"},
    "hint.does.locomotive": {"en": "your locomotive goes up a level at once", "ja": "機関車がすぐに1段階上がる"},
    "hint.does.urbanization": {"en": "you may turn a town into a new city in the build phase",
                               "ja": "建設フェイズに町を新都市にできる"},
    "hint.does.city_growth": {"en": "in the build phase, the cubes of one supply space go to a city",
                              "ja": "建設フェイズに商品供給マス1つ分の商品コマを都市に置く"},
    "hint.does.production": {"en": "you draw two cubes for the goods display", "ja": "商品コマを2つ引いて商品表示板に置く"},
    "hint.does.turn_order_base": {"en": "you go first next turn", "ja": "次のターンの手番順が1位になる"},
    "hint.does.turn_order_pass": {"en": "a free pass in the next turn-order auction",
                                  "ja": "次の手番順の競りで1回無料でパスできる"},
    "hint.locomotive": {"en": "upgrades your locomotive to {n}: deliveries of up to {n:count.link}",
                        "ja": "機関車を {n} に上げる: {n} リンクまでの輸送ができる"},
    "hint.end_build": {"en": "stops building this turn with {cash:money} left",
                       "ja": "このターンの建設を終え、{cash:money} を残す"},
    "hint.pass_move": {"en": "skips this delivery round", "ja": "この輸送ラウンドはパスする"},
    "hint.plain": {"en": "{what}", "ja": "{what}"},
    "hint.only": {"en": "the only legal move here", "ja": "ここで選べる唯一の手"},
    # the projection line the move raises most
    "hint.line.score": {"en": "adds {n} points to your score now", "ja": "今のスコアが{n}点増える"},
    "hint.line.track": {"en": "builds towards a link you can finish", "ja": "完成できるリンクに向けて線路を伸ばす"},
    "hint.line.deliveries": {"en": "opens deliveries worth about {n} points this turn",
                             "ja": "このターン約{n}点分の輸送ができるようになる"},
    "hint.line.plan": {"en": "builds towards a link that will carry goods in the turns to come",
                       "ja": "今後のターンに商品を運べるリンクに向けて線路を伸ばす"},
    "hint.line.future": {"en": "finishes a link that will carry goods in the turns to come",
                         "ja": "今後のターンに商品を運べるリンクを完成させる"},
    "hint.line.locomotive": {"en": "a longer locomotive reaches better deliveries",
                             "ja": "機関車を上げるとより良い輸送ができる"},
    "hint.line.money": {"en": "keeps money for building (worth about {n} points)",
                        "ja": "建設のための資金を確保する（約{n}点分）"},
    "hint.line.shortfall": {"en": "avoids a shortfall at the next income phase", "ja": "次の収入フェイズの資金不足を避ける"},
    "hint.line.pending": {"en": "takes the delivery's points where they are worth most",
                          "ja": "輸送の得点を最も価値のある形で受け取る"},
    "hint.line.out": {"en": "keeps you in the game", "ja": "ゲームから脱落しないで済む"},
    "hint.line.rounds": {"en": "raises what your board scores in the rounds left by about {n} points",
                         "ja": "残りラウンドのボード得点が合計約{n}点増える"},
    "hint.line.final": {"en": "raises your final scoring (engineer majority, end bonus cards) by about {n} points",
                        "ja": "最終得点（技師の多数・終了ボーナスカード）が約{n}点増える"},
    "hint.line.rubles": {"en": "keeps rubles to stand in for workers", "ja": "労働者の代わりに使えるルーブルを残す"},
    "hint.line.workers": {"en": "gains a worker for the rounds to come", "ja": "今後のラウンドで使える労働者が増える"},
    "hint.line.growth": {"en": "sets your board up to score about {n} points more in the rounds to come",
                         "ja": "今後のラウンドで約{n}点多く得点できるようボードを整える"},
    "hint.line.underway": {"en": "starts an action whose steps are worth about {n} points",
                           "ja": "約{n}点分の効果があるアクションを始める"},
    "hint.because": {"en": "{what}; {why}", "ja": "{what}。{why}"},
    # next to the next choice
    "hint.versus": {"en": "{d} points more projected lead than {other}",
                    "ja": "{other} より見込みのリードが {d} 点大きい"},
    "hint.versus_equal": {"en": "projects the same lead as {other}", "ja": "{other} と見込みのリードは同じ"},
    # what the computer is weighing (the hot seat's waiting box)
    "hint.weighing": {"en": "weighing {n:count.move}: {kinds}", "ja": "{n} 通りの手を検討中: {kinds}"},
    "hint.kind_count": {"en": "{kind} ({n})", "ja": "{kind} ({n})"},
    # the panel
    "hint.for": {"en": "Hint for {player:player}: the computer's own choice first, then the others it weighed, "
                       "by projected lead",
                 "ja": "{player:player} へのヒント: コンピューター自身の選ぶ手が先頭、続いて検討した他の手"
                       " (見込みのリード順)"},
    "hint.figures": {"en": "lead {lead}, final score {score}",
                     "ja": "リード {lead}、最終得点 {score}"},
    "hint.legend": {"en": "Lead: your projected final score minus the best rival's, after the computer plays the rest "
                          "of this turn out ({positions} positions weighed). Final score: your projected score at the "
                          "end. Projections, not chances.",
                    "ja": "リード: このターンの残りをコンピューターが打ち進めた後の、あなたの最終得点の見込みから最も"
                          "高いライバルの見込みを引いた値 ({positions} 局面を検討)。最終得点: ゲーム終了時の得点の"
                          "見込み。どちらも見込みで、確率ではありません。"},
}
