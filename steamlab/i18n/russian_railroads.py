# ruff: noqa: E501  (catalogue data: one message a line reads better than wrapped Japanese)
"""Sentences of Russian Railroads: actions as a player says them, refusals, score working.

>>> from steamlab.i18n import msg
>>> print(msg("rr.act.advance", railway="trans_siberian", colour="grey").render("ja"))
シベリア横断鉄道の灰線路を1マス進める
"""

from __future__ import annotations

from steamlab.i18n.message import Message, has_term, msg, template

ACTIONS = {
    "rr.act.deal": {"en": "set-up deal", "ja": "準備の配布"},
    "rr.act.start_bonus": {"en": "starting bonus card {card}", "ja": "スタートボーナスカード {card}"},
    "rr.act.place": {"en": "workers on {space}", "ja": "{space} にワーカーを置く"},
    "rr.act.pay_rubles": {"en": "{n:count.ruble} instead of workers", "ja": "ワーカーの代わりに {n} ルーブル"},
    "rr.act.pay_temps": {"en": "{n:count.temporary worker}", "ja": "臨時ワーカー {n}"},
    "rr.act.pay_black": {"en": "the black worker", "ja": "黒ワーカー"},
    "rr.act.place_paid": {"en": "workers on {space} ({paid})", "ja": "{space} にワーカーを置く ({paid})"},
    "rr.act.pass": {"en": "pass", "ja": "パス"},
    "rr.act.advance": {"en": "{colour:t.colour} rail one space on the {railway:t.railway}",
                       "ja": "{railway:t.railway}の{colour:t.colour}線路を1マス進める"},
    "rr.act.industry": {"en": "industry marker {n} one space", "ja": "工業マーカー {n} を1マス進める"},
    "rr.act.locomotive": {"en": "locomotive onto the {railway:t.railway}", "ja": "{railway:t.railway}に機関車を置く"},
    "rr.act.locomotive_replace": {"en": "locomotive onto the {railway:t.railway}, replacing number {n}",
                                  "ja": "{railway:t.railway}に機関車を置き、{n} 番と入れ替える"},
    "rr.act.scrap": {"en": "put the locomotive back", "ja": "機関車を戻す"},
    "rr.act.factory": {"en": "factory from the locomotive stack into slot {slot}", "ja": "機関車の山から工場をスロット {slot} に建てる"},
    "rr.act.factory_from": {"en": "factory {source} into slot {slot}", "ja": "工場 {source} をスロット {slot} に建てる"},
    "rr.act.token": {"en": "bonus token {n}", "ja": "アドバンテージトークン {n}"},
    "rr.act.bonus_card": {"en": "bonus card {n}", "ja": "アドバンテージカード {n}"},
    "rr.act.end_bonus": {"en": "end bonus card {n}", "ja": "エンドボーナスカード {n}"},
    "rr.act.end_bonus_vp": {"en": "10 VP instead of an end bonus card", "ja": "エンドボーナスカードの代わりに 10 勝利点"},
    "rr.act.repeat": {"en": "repeat: {effect}", "ja": "もう一度: {effect}"},
    "rr.act.reuse": {"en": "use {space} again", "ja": "{space} をもう一度使う"},
    "rr.act.move_worker": {"en": "turn-order worker to {space}", "ja": "手番順ワーカーを {space} へ移す"},
    "rr.act.stop": {"en": "stop here", "ja": "ここでやめる"},
    "rr.effect.0": {"en": "doubler", "ja": "×2トークン"},
    "rr.effect.1": {"en": "industry", "ja": "工業トラック"},
    "rr.effect.2": {"en": "black rail", "ja": "黒線路"},
    "rr.space.engineer": {"en": "engineer {n}", "ja": "技術者 {n}"},
}

LOG = {
    # the game's story in the hot seat and the replay viewer: one sentence per decision (describe.history_lines)
    "rr.log.round": {"en": "-- round {n} of {total} --", "ja": "-- ラウンド {n} / {total} --"},
    "rr.log.round_scoring": {"en": "Round {n} scoring: {scores}", "ja": "ラウンド {n} の得点計算: {scores}"},
    "rr.log.round_score_item": {"en": "{p:player} +{vp} VP", "ja": "{p:player} +{vp} 勝利点"},
    "rr.log.deal": {"en": "The set-up deal sets the turn order: {order:player}", "ja": "準備の配布で手番順が決まる: {order:player}"},
    "rr.log.start_bonus": {"en": "{player:player} takes starting bonus card {n}", "ja": "{player:player} がスタートボーナスカード {n} を取る"},
    "rr.log.place": {"en": "{player:player} places workers on “{space}”", "ja": "{player:player} が「{space}」にワーカーを置く"},
    "rr.log.place_paid": {"en": "{player:player} places workers on “{space}” ({paid})", "ja": "{player:player} が「{space}」にワーカーを置く ({paid})"},
    "rr.log.pay_ruble": {"en": "1 ruble instead of a worker", "ja": "ワーカーの代わりに 1 ルーブル"},
    "rr.log.pay_rubles": {"en": "{n} rubles instead of workers", "ja": "ワーカーの代わりに {n} ルーブル"},
    "rr.log.pay_temp": {"en": "with a temporary worker", "ja": "臨時ワーカー 1 人で"},
    "rr.log.pay_temps": {"en": "with {n} temporary workers", "ja": "臨時ワーカー {n} 人で"},
    "rr.log.pay_black": {"en": "with the black worker", "ja": "黒ワーカーで"},
    "rr.log.pass": {"en": "{player:player} passes for the rest of the round", "ja": "{player:player} がこのラウンドの残りをパス"},
    "rr.log.advance": {"en": "{player:player} advances the {colour:t.colour} rail one space on the {railway:t.railway} railway", "ja": "{player:player} が{railway:t.railway}の{colour:t.colour}線路を1マス進める"},
    "rr.log.industry": {"en": "{player:player} advances industry marker {n} one space", "ja": "{player:player} が工業マーカー {n} を1マス進める"},
    "rr.log.locomotive": {"en": "{player:player} puts a locomotive on the {railway:t.railway} railway", "ja": "{player:player} が{railway:t.railway}に機関車を置く"},
    "rr.log.locomotive_replace": {"en": "{player:player} puts a locomotive on the {railway:t.railway} railway in place of locomotive {n}", "ja": "{player:player} が{railway:t.railway}の {n} 番の機関車と入れ替えて機関車を置く"},
    "rr.log.scrap": {"en": "{player:player} puts the displaced locomotive beside the supply as a factory", "ja": "{player:player} が押し出された機関車を工場として在庫の横に置く"},
    "rr.log.factory": {"en": "{player:player} builds a factory from the locomotive stack in slot {slot}", "ja": "{player:player} が機関車の山から工場をスロット {slot} に建てる"},
    "rr.log.factory_from": {"en": "{player:player} builds factory {source} from beside the supply in slot {slot}", "ja": "{player:player} が在庫の横の工場 {source} をスロット {slot} に建てる"},
    "rr.log.token": {"en": "{player:player} takes bonus token {n}", "ja": "{player:player} がアドバンテージトークン {n} を取る"},
    "rr.log.bonus_card": {"en": "{player:player} takes bonus card {n}", "ja": "{player:player} がアドバンテージカード {n} を取る"},
    "rr.log.end_bonus": {"en": "{player:player} takes end bonus card {n}", "ja": "{player:player} がエンドボーナスカード {n} を取る"},
    "rr.log.end_bonus_vp": {"en": "{player:player} takes 10 VP instead of an end bonus card", "ja": "{player:player} がエンドボーナスカードの代わりに 10 勝利点を取る"},
    "rr.log.repeat": {"en": "{player:player} repeats one effect: {effect}", "ja": "{player:player} が効果をもう一度使う: {effect}"},
    "rr.log.reuse": {"en": "{player:player} uses “{space}” again", "ja": "{player:player} が「{space}」をもう一度使う"},
    "rr.log.move_worker": {"en": "{player:player} moves the turn-order worker to “{space}” and uses it", "ja": "{player:player} が手番順ワーカーを「{space}」へ移して使う"},
    "rr.log.stop": {"en": "{player:player} stops here and forgoes the rest of the effect", "ja": "{player:player} がここでやめ、効果の残りを使わない"},
    "rr.log.other": {"en": "{player:player}: {what}", "ja": "{player:player}: {what}"},
}

VP = {
    "rr.vp.turn_order": {"en": "turn-order cards when passing", "ja": "パス時の手番順カード"},
    "rr.vp.engineers_bonus": {"en": "engineers' and bonus VP", "ja": "技術者とアドバンテージの勝利点"},
    "rr.vp.factory": {"en": "factory VP", "ja": "工場の勝利点"},
    "rr.vp.completed": {"en": "railways completed", "ja": "鉄道の完成"},
    "rr.vp.instead": {"en": "10 VP instead of an end bonus card", "ja": "エンドボーナスカードの代わりの 10 勝利点"},
    "rr.vp.round": {"en": "round {n} scoring", "ja": "ラウンド {n} の得点"},
    "rr.score.cell": {"en": "{railway:t.railway} space {space}: {colour:t.colour} {base}{extra}", "ja": "{railway:t.railway} {space} マス: {colour:t.colour} {base}{extra}"},
    "rr.score.x2_doubler": {"en": " x2 (doubler){more}", "ja": " ×2 (×2トークン){more}"},
    "rr.score.x2_colour": {"en": " x2 ({colour:t.colour} at {at})", "ja": " ×2 ({colour:t.colour}線路が {at} マス)"},
    "rr.score.star": {"en": "{railway:t.railway} star on space {space} (black rail and locomotive)", "ja": "{railway:t.railway} {space} マスの星 (黒線路と機関車)"},
    "rr.score.medal": {"en": "{railway:t.railway} medal on space {space} ({colour:t.colour} rail and locomotive)", "ja": "{railway:t.railway} {space} マスの勲章 ({colour:t.colour}線路と機関車)"},
    "rr.score.industry": {"en": "industry marker {n} on space {space}", "ja": "工業マーカー {n}: {space} マス"},
    "rr.score.end_bonus": {"en": "end bonus card {card} ({kind:t.end_bonus_rule})", "ja": "エンドボーナスカード {card} ({kind:t.end_bonus_rule})"},
    "rr.score.majority": {"en": "engineer majority ({n:count.engineer}, best #{best})", "ja": "技術者の多数 (技術者 {n} 人、最高 #{best})"},
    "end_bonus_rule.black_rail_spaces": {"en": "black rail spaces", "ja": "黒線路のマス"},
    "end_bonus_rule.doublers": {"en": "doublers", "ja": "×2トークン"},
    "end_bonus_rule.engineer_count": {"en": "engineer count", "ja": "技術者の数"},
    "end_bonus_rule.flat": {"en": "flat", "ja": "固定点"},
    "end_bonus_rule.locomotive_numbers": {"en": "locomotive numbers", "ja": "機関車の番号"},
    "end_bonus_rule.per_bonus_token": {"en": "per bonus token", "ja": "アドバンテージトークンごと"},
    "end_bonus_rule.per_completed_railway": {"en": "per completed railway", "ja": "完成した鉄道ごと"},
    "end_bonus_rule.per_engineer": {"en": "per engineer", "ja": "技術者ごと"},
    "end_bonus_rule.per_extra_worker": {"en": "per extra worker", "ja": "追加ワーカーごと"},
    "end_bonus_rule.per_factory": {"en": "per factory", "ja": "工場ごと"},
}

REASONS = {
    "rr.no.dealt": {"en": "The set-up deal has already happened.", "ja": "準備の配布はもう済んでいます。"},
    "rr.no.players": {"en": "Russian Railroads is for 2 to 4 players, not {n}.", "ja": "ロシアンレールロードは 2〜4 人用です ({n} 人ではなく)。"},
    "rr.no.map": {"en": "Russian Railroads has no map: pass map=None.", "ja": "ロシアンレールロードにはマップがありません: map=None を渡します。"},
    "rr.no.rules": {"en": "Russian Railroads has one rule set (seed 004): pass rules=None.", "ja": "ロシアンレールロードのルールは1つです (ルール資料 004): rules=None を渡します。"},
    "rr.no.factory": {"en": "A factory comes from the lowest locomotive stack or from beside the supply, and fills the "
                            "leftmost empty slot, or replaces one when all five are full.",
                      "ja": "工場は機関車の一番低い山か在庫の横から取り、一番左の空きスロットに置きます (5つ埋まっていれば"
                            "1つと入れ替えます)。"},
    "rr.no.stop": {"en": "This effect must be carried out in full: it cannot be stopped.",
                   "ja": "この効果は最後まで実行しなければならず、途中でやめられません。"},
    "rr.no.strands": {"en": "That choice would leave the rest of the action impossible to finish: an action is "
                              "carried out in full.",
                       "ja": "その選択をすると、このアクションの残りを最後まで実行できなくなります (アクションは完全に"
                             "実行しなければなりません)。"},
    "rr.no.industry": {"en": "An industry marker cannot enter a gap without its factory, pass the end or share a space "
                             "with the other marker.",
                       "ja": "工業マーカーは工場のない空きマスに入れず、終端を越えられず、もう一方のマーカーと同じマスに"
                             "止まれません。"},
    "rr.no.token7_order": {"en": "Bonus token 7 is used in its order: a bonus card first, used at once, then an end "
                                 "bonus card or 10 VP (the seed: 「アドバンテージカードを1枚選び、その効果を即座に使用する。"
                                 "…その後、エンドボーナスカードを1枚選んで取る。…もしくは、カードを選ばずに即座に勝利点10点を得る。」).",
                           "ja": "アドバンテージトークン7は順に使います: まずアドバンテージカードを1枚選んで即座に使い、その後で"
                                 "エンドボーナスカードか勝利点10点です (ルール資料: 「アドバンテージカードを1枚選び、その効果を"
                                 "即座に使用する。…その後、エンドボーナスカードを1枚選んで取る。…もしくは、カードを選ばずに即座に"
                                 "勝利点10点を得る。」)。"},
    "rr.no.must_first": {"en": "{player:player} must first {need}.", "ja": "{player:player} はまず{need}必要があります。"},
    "rr.no.place_or_pass": {"en": "Now a player places workers on an action space or passes.",
                            "ja": "今はアクションマスにワーカーを置くかパスします。"},
    "rr.no.pass": {"en": "You cannot pass now.", "ja": "今はパスできません。"},
    "rr.no.space_unknown": {"en": "There is no action space called {space!r}.", "ja": "アクションマス {space!r} はありません。"},
    "rr.no.negative": {"en": "Payments count workers and rubles: none can be negative.",
                       "ja": "支払いはワーカーとルーブルの数です: マイナスにはできません。"},
    "rr.no.exact_workers": {"en": "The space \"{space}\" takes exactly {n:count.worker}; rubles stand in for workers but never the "
                                  "reverse.",
                            "ja": "「{space}」のマスにはちょうど {n} 人のワーカーが要ります。ルーブルはワーカーの代わりになりますが、"
                                  "その逆はできません。"},
    "rr.no.rubles": {"en": "You have {have:count.ruble}, not {need}.", "ja": "ルーブルは {have} で、{need} ありません。"},
    "rr.no.temps": {"en": "You have {n:count.temporary worker} left this round.", "ja": "このラウンドの臨時ワーカーは残り {n} です。"},
    "rr.no.black": {"en": "You have no black worker free.", "ja": "空いている黒ワーカーがありません。"},
    "rr.no.workers": {"en": "You have {n:count.worker} left, too few for the space \"{space}\".",
                      "ja": "ワーカーは残り {n} で、「{space}」のマスには足りません。"},
    "rr.no.railway_unknown": {"en": "There is no railway called {railway!r}.", "ja": "鉄道 {railway!r} はありません。"},
    "rr.no.colour_unknown": {"en": "There is no {colour!r} rail.", "ja": "{colour!r} の線路コマはありません。"},
    "rr.no.not_rails": {"en": "{player:player} is not advancing rails now.", "ja": "{player:player} は今は線路を進めていません。"},
    "rr.no.railway_colours": {"en": "The {railway:t.railway} railway takes only {colours:t.colour} rails.",
                              "ja": "{railway:t.railway}に置けるのは{colours:t.colour}の線路だけです。"},
    "rr.no.locked": {"en": "You have no {colour:t.colour} rail yet: black must first reach space {n} of the "
                           "Trans-Siberian.",
                     "ja": "{colour:t.colour}線路はまだありません: 先に黒線路がシベリア横断鉄道の {n} マスに達する必要が"
                           "あります。"},
    "rr.no.action_colours": {"en": "This action advances only {colours:t.colour} rails.",
                             "ja": "このアクションで進められるのは{colours:t.colour}の線路だけです。"},
    "rr.no.action_colours_none": {"en": "This action advances no rails.", "ja": "このアクションでは線路を進められません。"},
    "rr.no.colour_order": {"en": "A {colour:t.colour} rail may enter the {railway:t.railway} railway only behind the "
                                 "{ahead:t.colour} rail.",
                           "ja": "{colour:t.colour}線路は{ahead:t.colour}線路の後ろからしか{railway:t.railway}に入れません。"},
    "rr.no.advance": {"en": "The {colour:t.colour} rail cannot catch up with or pass the rail ahead of it, nor pass the "
                            "end of the {railway:t.railway} railway.",
                      "ja": "{colour:t.colour}線路は前の線路に追いついたり追い越したりできず、{railway:t.railway}の終端も"
                            "越えられません。"},
    "rr.no.not_locomotive": {"en": "{player:player} is not placing a locomotive now.",
                             "ja": "{player:player} は今は機関車を置いていません。"},
    "rr.no.displaced": {"en": "A displaced locomotive must go to a railway without one while there is such a railway.",
                        "ja": "押し出された機関車は、機関車のない鉄道があるうちはそこへ置かなければなりません。"},
    "rr.no.loco_slots": {"en": "The {railway:t.railway} railway holds {n:count.locomotive}; a new one needs a free slot or "
                               "replaces a lower number.",
                         "ja": "{railway:t.railway}の機関車は {n} 台までです: 新しい機関車は空きスロットに置くか、"
                               "より小さい番号と入れ替えます。"},
    "rr.no.engineer": {"en": "Engineer {n} is neither public this round nor hired by you.",
                       "ja": "技術者 {n} はこのラウンドの公開中の技術者でも、あなたが雇った技術者でもありません。"},
    "rr.no.covered": {"en": "The space \"{space}\" is covered on the {n}-player board.",
                      "ja": "「{space}」のマスは {n} 人用のボードでは覆われています。"},
    "rr.no.not_this_round": {"en": "The space \"{space}\" is not on the board this round.",
                             "ja": "「{space}」のマスはこのラウンドにはありません。"},
    "rr.no.taken": {"en": "The space \"{space}\" is already taken this round.", "ja": "「{space}」のマスはこのラウンドすでに使われています。"},
    "rr.no.incomplete": {"en": "The action \"{space}\" could not be carried out in full.",
                         "ja": "「{space}」のアクションは最後まで実行できません。"},
    "rr.no.both_turn_order": {"en": "You may not take both turn-order spaces.", "ja": "手番順のマスを両方取ることはできません。"},
    "rr.no.own_turn_order": {"en": "You may not take the turn-order space of the position you already hold.",
                             "ja": "今の自分の手番順と同じ手番順のマスは取れません。"},
    "rr.no.deal_first": {"en": "The game starts with the set-up deal.", "ja": "ゲームは準備の配布から始まります。"},
    "rr.no.deal_order": {"en": "The deal's turn order must list every player once.",
                         "ja": "配布の手番順には全プレイヤーを1回ずつ含めます。"},
    "rr.no.deal_row": {"en": "The engineer row has {slots} slots, the leftmost {empty} empty.", "ja": "技術者の列は {slots} スロットで、左端の {empty} スロットは空です。"},
    "rr.no.deal_engineers": {"en": "The engineer row takes {b} different B engineers, then {a} A engineers.", "ja": "技術者の列には異なる B の技術者 {b} 人、続いて A の技術者 {a} 人が並びます。"},
    "rr.no.deal_end_bonus": {"en": "The end bonus deck keeps {keep} different cards.", "ja": "エンドボーナスの山札には異なるカードが {keep} 枚残ります。"},
}

NEEDS = {
    "rr.need.rails": {"en": "advance a rail (or stop, where allowed)", "ja": "線路を進める (許される場合はやめる)"},
    "rr.need.industry": {"en": "advance an industry marker", "ja": "工業マーカーを進める"},
    "rr.need.locomotive_or_factory": {"en": "take a locomotive or a factory", "ja": "機関車か工場を取る"},
    "rr.need.locomotive_and_factory": {"en": "take a locomotive and a factory", "ja": "機関車と工場を取る"},
    "rr.need.locomotive_only": {"en": "take the locomotive", "ja": "機関車を取る"},
    "rr.need.place_locomotive": {"en": "place the locomotive in hand", "ja": "手元の機関車を置く"},
    "rr.need.factory": {"en": "build a factory", "ja": "工場を建てる"},
    "rr.need.token": {"en": "choose a bonus token", "ja": "アドバンテージトークンを選ぶ"},
    "rr.need.bonus_card": {"en": "choose a bonus card", "ja": "アドバンテージカードを選ぶ"},
    "rr.need.end_bonus": {"en": "choose an end bonus card or 10 VP", "ja": "エンドボーナスカードか 10 勝利点を選ぶ"},
    "rr.need.repeat_one": {"en": "choose the effect to repeat", "ja": "もう一度行う効果を選ぶ"},
    "rr.need.reuse": {"en": "choose the space to use again", "ja": "もう一度使うマスを選ぶ"},
    "rr.need.move_worker": {"en": "move your turn-order worker (or stop)", "ja": "手番順ワーカーを移す (またはやめる)"},
    "rr.need.start_bonus": {"en": "choose a starting bonus card", "ja": "スタートボーナスカードを選ぶ"},
    "rr.need.other": {"en": "finish the current effect", "ja": "今の効果を終える"},
}

ENTRIES = {**ACTIONS, **LOG, **VP, **REASONS, **NEEDS}


def space(sid: str) -> Message | str:
    """An action space by its name on the board: ``space("grey_2")`` reads ``2 grey rails``.

    >>> print(space("engineer_3").render("ja")), print(space("grey_2"))
    技術者 3
    2 grey rails
    (None, None)
    """
    if sid.startswith("engineer_") and sid[9:].isdigit():
        return msg("rr.space.engineer", n=int(sid[9:]))
    return Message(f"space.{sid}") if has_term("space", sid) else sid


def need(kind: str) -> Message:
    """What the owner of a task of ``kind`` must do first."""
    try:
        template(f"rr.need.{kind}")
    except KeyError:
        return msg("rr.need.other")
    return msg(f"rr.need.{kind}")
