package web

import (
	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"

	"schreiber/static"
)

// routes lists every route of the app.
func (s *Server) routes(e *echo.Echo) {
	e.Use(middleware.Recover())
	e.Use(securityHeaders)
	e.Use(bodyLimits(formBodyLimit, map[string]string{"/g/:group/import": importBodyLimit, "/g/:group/import-group": groupImportBodyLimit}))

	e.GET(static.Prefix+"*", s.asset)
	e.GET("/manifest.webmanifest", s.manifest)
	e.GET("/icon.svg", s.icon)
	e.GET("/healthz", s.health)

	app := e.Group("", s.csrf())
	app.GET("/", s.home)
	app.POST("/lang", s.setLang)
	app.POST("/groups", s.createGroup)
	app.GET("/join", s.joinByCode, s.limitJoins)
	app.GET("/join/:token", s.joinPage, s.limitJoins)
	app.POST("/join/:token", s.joinGroup, s.limitJoins)
	app.GET("/referee", s.refereeIndex)
	app.GET("/referee/:game", s.refereePage)
	app.GET("/rules", s.rulebookIndex)
	app.GET("/rules/:kind", s.rulebookPage)

	g := app.Group("/g/:group", s.member)
	g.GET("", s.groupPage)
	g.POST("/players", s.addPlayer, s.scorer)
	g.POST("/players/:player/archive", s.archivePlayer, s.scorer)
	g.POST("/evenings", s.createEvening, s.scorer)
	g.POST("/import", s.importEvening, s.scorer)
	g.POST("/import-group", s.importGroup, s.scorer)
	g.GET("/export", s.exportGroup)
	g.GET("/csv", s.groupCSV)
	g.GET("/stats", s.groupStats)
	g.GET("/stats/csv", s.statsCSV)
	g.GET("/players/:player", s.playerPage)
	g.GET("/h2h", s.headToHead)
	g.POST("/invites/:role/rotate", s.rotateInvite, s.scorer)
	g.POST("/devices/revoke", s.revokeDevice, s.scorer)
	g.POST("/devices/name", s.nameDevice)
	g.GET("/e/:evening", s.eveningPage)
	g.GET("/e/:evening/export", s.exportEvening)
	g.GET("/e/:evening/csv", s.eveningCSV)
	g.POST("/e/:evening/stakes", s.setStakes, s.scorer)
	g.GET("/e/:evening/games/new", s.newGamePage, s.scorer)
	g.POST("/e/:evening/games", s.createGame, s.scorer)
	g.GET("/games/:game", s.withGame(s.gamePage))
	g.GET("/games/:game/board", s.withGame(s.gameBoard))
	g.GET("/games/:game/table", s.withGame(s.gameTable))
	g.GET("/games/:game/events", s.gameEvents)
	g.GET("/games/:game/panel", s.withGame(s.gamePanel))
	g.GET("/games/:game/story", s.withGame(s.gameStory))
	g.GET("/games/:game/deals", s.withGame(s.gameDeals))
	g.GET("/games/:game/history", s.withGame(s.gameHistory))
	g.GET("/games/:game/csv", s.withGame(s.gameCSV))
	g.POST("/games/:game/entries", s.withGame(s.addEntry), s.scorer)
	g.POST("/games/:game/preview", s.withGame(s.preview), s.scorer)
	g.POST("/games/:game/undo", s.withGame(s.undoEntry), s.scorer)
	g.GET("/games/:game/entries/:entry/edit", s.withGame(s.editEntryPage), s.scorer)
	g.POST("/games/:game/entries/:entry", s.withGame(s.editEntry), s.scorer)
	g.POST("/games/:game/next", s.withGame(s.nextGame), s.scorer)
	g.GET("/games/:game/referee", s.withGame(s.gameReferee))
	g.POST("/games/:game/rulings", s.withGame(s.keepRuling), s.scorer)
}
